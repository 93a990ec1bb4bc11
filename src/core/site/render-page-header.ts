import type { Element } from 'hast';
import { h } from 'hastscript';
import { contextualDisplay, renderContextualMenu } from './contextual-menu.ts';
import type { ShellContext } from './shell-context.ts';

/** The page heading: the contextual menu (when shown in the header), the innermost group's name as an eyebrow, the `title`, and the `description`. */
export function renderPageHeader(ctx: ShellContext): Element {
  const { page } = ctx;
  const group = page.groups.at(-1);
  const menu = contextualDisplay(ctx) === 'header' ? renderContextualMenu(ctx) : undefined;
  return h('header', { className: ['q-page-header'] }, [
    ...(menu !== undefined ? [menu] : []),
    ...(group !== undefined ? [h('p', { className: ['q-eyebrow'] }, group)] : []),
    h('h1', { className: ['q-page-title'] }, page.title),
    ...(page.meta.description !== undefined ? [h('p', { className: ['q-page-description'] }, page.meta.description)] : []),
  ]);
}
