import type { Element } from 'hast';
import { h } from 'hastscript';
import type { DivisionLink } from './division-links.ts';
import { divisionLinks, navIcon } from './division-links.ts';
import type { ShellContext } from './shell-context.ts';
import { outsideProps, shellIcon } from './shell-context.ts';
import type { SiteDivision } from './site-navigation.ts';
import { cssColor } from './theme-css.ts';

/** The inline style of an anchor's icon badge: its `color`, or a gradient for `{ from, to }`. */
export function anchorBadgeStyle(color: SiteDivision['color']): string | undefined {
  if (color === undefined) return undefined;
  if (typeof color === 'string') {
    const c = cssColor(color);
    return c ? `background:${c}` : undefined;
  }
  const from = cssColor(color.from);
  const to = cssColor(color.to);
  return from && to ? `background:linear-gradient(45deg,${from},${to})` : undefined;
}

/** One anchor entry; hidden when it belongs to another version, or when `isDefaultHidden` and the page is not inside it. */
function renderAnchor(ctx: ShellContext, { division: anchor, href, current, external }: DivisionLink): Element {
  const otherVersion = anchor.version !== undefined && anchor.version !== ctx.version;
  const hidden = otherVersion || (anchor.isDefaultHidden && !current);
  const style = anchorBadgeStyle(anchor.color);
  return h(
    'li',
    {
      className: ['q-anchor'],
      ...(anchor.version !== undefined ? { dataVersion: anchor.version } : {}),
      ...(anchor.isDefaultHidden ? { dataDefaultHidden: '' } : {}),
      ...(hidden ? { hidden: true } : {}),
    },
    [
      h('a', { className: current ? ['q-anchor-link', 'q-anchor-active'] : ['q-anchor-link'], href, ...(current ? { ariaCurrent: 'true' } : {}), ...(external ? outsideProps(href) : {}) }, [
        h('span', { className: ['q-anchor-badge'], ...(style ? { style } : {}) }, [anchor.icon ? navIcon(ctx, anchor.icon) : shellIcon(ctx, 'link')]),
        h('span', { className: ['q-anchor-name'] }, anchor.label),
        ...(anchor.tag !== undefined ? [h('span', { className: ['q-tag'] }, anchor.tag)] : []),
      ]),
    ],
  );
}

/** The anchors at the top of the sidebar (the spec format's top anchor first, the `global` ones last); nothing when there are none. */
export function renderAnchors(ctx: ShellContext): Element | undefined {
  const { links } = divisionLinks(ctx, 'anchor');
  if (links.length === 0) return undefined;
  return h(
    'ul',
    { className: ['q-anchors'] },
    links.map((link) => renderAnchor(ctx, link)),
  );
}
