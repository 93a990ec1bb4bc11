import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ShellContext } from './shell-context.ts';
import { linkHref, outsideProps, shellIcon } from './shell-context.ts';
import type { SiteAnchor } from './site-model.ts';
import { cssColor } from './theme-css.ts';

/** The inline style of an anchor's icon badge: its `color`, or a gradient for `{ from, to }`. */
export function anchorBadgeStyle(color: SiteAnchor['color']): string | undefined {
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
function renderAnchor(ctx: ShellContext, anchor: SiteAnchor): Element | undefined {
  const href = anchor.external ? linkHref(ctx, anchor.url) : anchor.firstPage ? ctx.pageUrl(anchor.firstPage.path) : undefined;
  if (href === undefined) return undefined;
  const current = !anchor.external && ctx.page.anchor === anchor.index;
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
      h('a', { className: current ? ['q-anchor-link', 'q-anchor-active'] : ['q-anchor-link'], href, ...(current ? { ariaCurrent: 'true' } : {}), ...(anchor.external ? outsideProps(href) : {}) }, [
        h('span', { className: ['q-anchor-badge'], ...(style ? { style } : {}) }, [shellIcon(ctx, anchor.icon, anchor.iconType)]),
        h('span', { className: ['q-anchor-name'] }, anchor.name),
      ]),
    ],
  );
}

/** The anchors at the top of the sidebar (the top anchor first); nothing when the config has no `anchors`. */
export function renderAnchors(ctx: ShellContext): Element | undefined {
  const { site } = ctx;
  if (site.anchors.length === 0) return undefined;
  const items: ElementContent[] = [];
  for (const anchor of [site.topAnchor, ...site.anchors]) {
    const item = renderAnchor(ctx, anchor);
    if (item) items.push(item);
  }
  return h('ul', { className: ['q-anchors'] }, items);
}
