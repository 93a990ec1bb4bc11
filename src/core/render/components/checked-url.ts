import { mdastSpan, warn } from '../render-state.ts';
import { assetUrl, linkUrl } from '../urls.ts';
import type { ComponentCall } from './component-call.ts';
import { RenderCode } from '../render-codes.ts';

/**
 * The final URL of a component attribute (`href` as a link, anything else as media), or undefined
 * with a `render/unsafe-content` warning when the URL could run code.
 */
export function checkedUrl(call: ComponentCall, attribute: string, url: string): string | undefined {
  const resolved = attribute === 'href' ? linkUrl(call.rs.ctx, url) : assetUrl(call.rs.ctx, url);
  if (resolved === undefined) warn(call.rs, mdastSpan(call.node), RenderCode.unsafeContent, `\`${attribute}="${url.slice(0, 60)}"\` on <${call.node.name ?? ''}> could run code, so it is left out. Use an http(s) URL or a path in the project.`);
  return resolved;
}
