import type { Element, ElementContent } from 'hast';
import { el, text, unlinkDescendants } from '../hast-helpers.ts';
import { mdastSpan, warn } from '../render-state.ts';
import { propString } from '../static/read-props.ts';
import { RenderCode } from '../render-codes.ts';
import { checkedUrl } from './checked-url.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { extraClasses } from './extra-classes.ts';

/** `<Tile href="…" title="…" description="…">preview</Tile>`: a link showing its content as a preview on a patterned background, with a title and description under it. */
export function renderTile(call: ComponentCall): Element {
  const { props } = call;
  const rawHref = propString(props, 'href');
  const href = rawHref === undefined ? undefined : checkedUrl(call, 'href', rawHref);
  const title = propString(props, 'title');
  const description = propString(props, 'description');
  const content = renderChildren(call);
  if (href !== undefined && unlinkDescendants(content)) warn(call.rs, mdastSpan(call.node), RenderCode.nestedLink, 'A <Tile> is a link as a whole, so the links inside it are shown as plain text (a link cannot hold another link).');
  const caption: ElementContent[] = [];
  if (title) caption.push(el('span', { className: ['q-tile-title'] }, [text(title)]));
  if (description) caption.push(el('span', { className: ['q-tile-description'] }, [text(description)]));
  const children = [el('div', { className: ['q-tile-preview'] }, content), ...(caption.length > 0 ? [el('div', { className: ['q-tile-caption'] }, caption)] : [])];
  const className = ['q-tile', ...extraClasses(props)];
  return href === undefined ? el('div', { className }, children) : el('a', { className, href }, children);
}
