import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import { renderDivisionPicker } from './render-division-menus.ts';
import type { ShellContext } from './shell-context.ts';

/**
 * The version dropdown: for the current format's `versions`, a picker of the versions beside the
 * current page's (see renderDivisionPicker); for the spec format's `versions`, a `<details>` menu (it
 * opens without scripts) whose entries link to the first page of each version (of its groups or
 * anchor), or stay on the current page when a version has none; the current page's version is the
 * selected one. The runtime also shows and hides the `data-version` anchors and groups when a version
 * is picked on a page of no version.
 */
export function renderVersionMenu(ctx: ShellContext): Element | undefined {
  const { site, page } = ctx;
  if (site.versions.length === 0) return renderDivisionPicker(ctx, 'version', 'Docs version');
  const caret = lookupIcon('chevron-down');
  const options = site.versions.map((version) => {
    const first = site.pages.find((p) => p.listed && p.version === version);
    const href = ctx.pageUrl(first?.path ?? page.path);
    const current = version === ctx.version;
    return h('li', [h('a', { className: ['q-version-option'], href, dataVersionOption: version, ...(current ? { ariaCurrent: 'true' } : {}) }, version)]);
  });
  return h('details', { className: ['q-versions'], dataVersionMenu: '' }, [
    h('summary', { className: ['q-versions-button'], ariaLabel: 'Docs version' }, [h('span', { className: ['q-version-current'] }, ctx.version ?? ''), ...(caret ? [iconElement(caret)] : [])]),
    h('ul', { className: ['q-versions-list'] }, options),
  ]);
}
