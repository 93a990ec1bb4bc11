import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import { divisionLinks, navIcon } from './division-links.ts';
import type { ShellContext } from './shell-context.ts';
import { outsideProps } from './shell-context.ts';
import type { DivisionLevel, SiteDivision } from './site-navigation.ts';

function divisionIcon(ctx: ShellContext, division: SiteDivision): ElementContent[] {
  return division.icon ? [navIcon(ctx, division.icon)] : [];
}

/**
 * A picker of one navigation level as a `<details>` menu (it opens without scripts): the button shows
 * the entry the current page lies in (else the default one, else the first), the list links to each
 * entry's first page or out; the current entry is marked. Nothing when the level has one entry or none.
 */
export function renderDivisionPicker(ctx: ShellContext, level: DivisionLevel, label: string, className = `q-picker q-picker-${level}`): Element | undefined {
  const { links } = divisionLinks(ctx, level);
  if (links.length < 2) return undefined;
  const shown = links.find((l) => l.current) ?? links.find((l) => l.division.isDefault) ?? links[0];
  if (!shown) return undefined;
  const caret = lookupIcon('chevron-down');
  const options = links.map(({ division, href, current, external }) =>
    h('li', [
      h('a', { className: ['q-picker-option'], href, ...(current ? { ariaCurrent: 'true' } : {}), ...(external ? outsideProps(href) : {}) }, [
        ...divisionIcon(ctx, division),
        h('span', { className: ['q-picker-text'] }, [
          h('span', { className: ['q-picker-name'] }, division.label),
          ...(division.description !== undefined ? [h('span', { className: ['q-picker-description'] }, division.description)] : []),
        ]),
        ...(division.tag !== undefined ? [h('span', { className: ['q-tag'] }, division.tag)] : []),
      ]),
    ]),
  );
  return h('details', { className: className.split(' '), dataLevel: level }, [
    h('summary', { className: ['q-picker-button'], ariaLabel: label }, [...divisionIcon(ctx, shown.division), h('span', { className: ['q-picker-current'] }, shown.division.label), ...(caret ? [iconElement(caret, 'q-icon q-picker-caret')] : [])]),
    h('ul', { className: ['q-picker-list'] }, options),
  ]);
}

/** The language picker of the top bar (the current format's `navigation.languages`); nothing for a site of one language. */
export function renderLanguageMenu(ctx: ShellContext): Element | undefined {
  return renderDivisionPicker(ctx, 'language', 'Language');
}

/** The menus of products, dropdowns and menu items at the top of the sidebar (current format); nothing when the site has none. */
export function renderDivisionMenu(ctx: ShellContext): Element | undefined {
  const menus = [renderDivisionPicker(ctx, 'product', 'Product'), renderDivisionPicker(ctx, 'dropdown', 'Section'), renderDivisionPicker(ctx, 'menu', 'Menu')].filter((e) => e !== undefined);
  return menus.length > 0 ? h('div', { className: ['q-sidebar-menus'] }, menus) : undefined;
}
