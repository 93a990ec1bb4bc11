import type { Element } from 'hast';
import { h } from 'hastscript';
import { contextualDisplay, renderContextualMenu } from './contextual-menu.ts';
import type { ShellContext } from './shell-context.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { SiteDivision } from './site-navigation.ts';

/** The divisions a breadcrumb trail names (the pickers' languages and versions are not places). */
const trailLevels: ReadonlySet<SiteDivision['level']> = new Set(['product', 'dropdown', 'menu', 'tab', 'anchor'] as const);

/**
 * The eyebrow above the title: with `styling.eyebrows: "breadcrumbs"`, the page's place in the
 * navigation (its tab, anchor or dropdown, then its groups, outermost first) as a breadcrumb list;
 * else (`section`, the default) the innermost group's name. None for a page in no group and no division.
 */
export function renderEyebrow(ctx: ShellContext): Element | undefined {
  const { page } = ctx;
  if (currentSourceOf(ctx.site.config)?.styling?.eyebrows !== 'breadcrumbs') {
    const group = page.groups.at(-1);
    return group === undefined ? undefined : h('p', { className: ['q-eyebrow'] }, group);
  }
  const divisions: string[] = [];
  for (let d: SiteDivision | undefined = page.section; d; d = d.parent) if (trailLevels.has(d.level) && d.label !== '') divisions.unshift(d.label);
  const trail = [...divisions, ...page.groups.filter((g) => g !== '')];
  if (trail.length === 0) return undefined;
  return h('nav', { className: ['q-eyebrow', 'q-breadcrumbs'], ariaLabel: 'Breadcrumbs' }, [h('ol', trail.map((name) => h('li', name)))]);
}

/** The page heading: the contextual menu (when shown in the header), the eyebrow (see renderEyebrow), the `title`, and the `description`. */
export function renderPageHeader(ctx: ShellContext): Element {
  const { page } = ctx;
  const eyebrow = renderEyebrow(ctx);
  const menu = contextualDisplay(ctx) === 'header' ? renderContextualMenu(ctx) : undefined;
  return h('header', { className: ['q-page-header'] }, [
    ...(menu !== undefined ? [menu] : []),
    ...(eyebrow !== undefined ? [eyebrow] : []),
    h('h1', { className: ['q-page-title'] }, page.title),
    ...(page.meta.description !== undefined ? [h('p', { className: ['q-page-description'] }, page.meta.description)] : []),
  ]);
}
