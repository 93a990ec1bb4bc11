import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { divisionLinks, navIcon } from './division-links.ts';
import type { ShellContext } from './shell-context.ts';
import { outsideProps } from './shell-context.ts';

/**
 * The row of tabs under the top bar: the tabs beside the current page's (for the spec format, first the
 * primary tab of pages under no tab's folder, named after `topAnchor.name`), each linking to its first
 * page in the version shown, or out for a link-only tab; the current page's tab is marked. Tabs with no
 * page there are left out.
 */
export function renderTabs(ctx: ShellContext): Element | undefined {
  const { links } = divisionLinks(ctx, 'tab');
  if (links.length === 0) return undefined;
  const items: ElementContent[] = links.map(({ division, href, current, external }) =>
    h('li', [
      h('a', { className: current ? ['q-tab', 'q-tab-active'] : ['q-tab'], href, ...(current ? { ariaCurrent: 'page' } : {}), ...(external ? outsideProps(href) : {}) }, [
        ...(division.icon ? [navIcon(ctx, division.icon)] : []),
        division.label,
      ]),
    ]),
  );
  return h('nav', { className: ['q-tabs'], ariaLabel: 'Tabs' }, [h('ul', items)]);
}
