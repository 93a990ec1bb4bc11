import type { ElementContent } from 'hast';
import type { Definition, Image, ImageReference } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { defaultHandlers } from 'mdast-util-to-hast';
import { el } from '../hast-helpers.ts';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import { assetUrl } from '../urls.ts';
import { RenderCode } from '../render-codes.ts';

function imageOf(state: State, node: Image | ImageReference, url: string, title: string | null | undefined): ElementContent | undefined {
  const rs = renderStateOf(state);
  const src = assetUrl(rs.ctx, url);
  if (src === undefined) {
    warn(rs, mdastSpan(node), RenderCode.unsafeContent, `The image source \`${url.slice(0, 60)}\` is not an image URL the page may load, so the image is left out. Use an http(s) URL or a path in the project.`);
    return undefined;
  }
  return el('img', { src, alt: node.alt ?? '', ...(title ? { title } : {}), loading: 'lazy' });
}

/** Renders a Markdown image; paths inside the project go through the context's `assetUrl`. */
export function image(state: State, node: Image): ElementContent | undefined {
  return imageOf(state, node, node.url, node.title);
}

/** Renders a reference image `![alt][id]` with the URL of its definition (or as text when undefined). */
export function imageReference(state: State, node: ImageReference): ElementContent | ElementContent[] | undefined {
  const definition: Definition | undefined = state.definitionById.get(String(node.identifier).toUpperCase());
  if (!definition) return defaultHandlers.imageReference(state, node) as ElementContent | ElementContent[];
  return imageOf(state, node, definition.url, definition.title);
}
