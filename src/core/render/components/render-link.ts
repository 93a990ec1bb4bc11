import type { Element } from 'hast';
import { el, unlinkDescendants } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { checkedUrl } from './checked-url.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { unwrapParagraph } from './to-phrasing.ts';

/** `<Link href="…" title="…">text</Link>`: a link like a Markdown one; an unsafe `href` leaves the text unlinked. */
export function renderLink(call: ComponentCall): Element {
  const rawHref = propString(call.props, 'href');
  const href = rawHref === undefined ? undefined : checkedUrl(call, 'href', rawHref);
  const title = propString(call.props, 'title');
  const content = call.inline ? renderChildren(call) : unwrapParagraph(renderChildren(call));
  unlinkDescendants(content);
  const link = href === undefined ? el('span', { className: ['q-link-removed'] }, content) : el('a', title ? { href, title } : { href }, content);
  return call.inline ? link : el('p', {}, [link]);
}
