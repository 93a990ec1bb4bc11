import type { ElementContent } from 'hast';
import type { Definition, Link, LinkReference } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { defaultHandlers } from 'mdast-util-to-hast';
import { el, unlinkDescendants } from '../hast-helpers.ts';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import { linkUrl } from '../urls.ts';
import { RenderCode } from '../render-codes.ts';

/** A link to `url` around `children`; links to other pages and files of the project go through the context's URL callbacks. */
function linkTo(state: State, node: Link | LinkReference, url: string, title: string | null | undefined): ElementContent {
  const rs = renderStateOf(state);
  const href = linkUrl(rs.ctx, url);
  const children = state.all(node);
  if (href === undefined) {
    warn(rs, mdastSpan(node), RenderCode.unsafeContent, `The link target \`${url.slice(0, 60)}\` could run code, so the link is removed and only its text is shown. Use an http(s), mailto: or relative link.`);
    return el('span', { className: ['q-link-removed'] }, children);
  }
  if (unlinkDescendants(children)) warn(rs, mdastSpan(node), RenderCode.nestedLink, 'This link\'s text holds another link (a component with `href` or `cta`, such as a Tooltip or a Card), and a link cannot hold another link, so the inner one is shown as plain text. Move it out of the link text.');
  return el('a', title ? { href, title } : { href }, children);
}

/** Renders a Markdown link `[text](url "title")`. */
export function link(state: State, node: Link): ElementContent {
  return linkTo(state, node, node.url, node.title);
}

/** Renders a reference link `[text][id]` with the URL of its definition (or as text when undefined). */
export function linkReference(state: State, node: LinkReference): ElementContent | ElementContent[] {
  const definition: Definition | undefined = state.definitionById.get(String(node.identifier).toUpperCase());
  if (!definition) return defaultHandlers.linkReference(state, node) as ElementContent | ElementContent[];
  return linkTo(state, node, definition.url, definition.title);
}
