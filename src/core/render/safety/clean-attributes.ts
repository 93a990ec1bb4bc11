import type { Properties } from 'hast';
import { find, html, svg } from 'property-information';
import type { RenderContext } from '../render-context.ts';
import type { StaticValue } from '../static/static-value.ts';
import { assetUrl, linkUrl } from '../urls.ts';
import { cleanStyle } from './css-style.ts';
import { isAllowedAttribute, urlAttributes } from './html-allowlist.ts';

/** The cleaned properties of one element, and what was left out because it could run or load something (as `` `name` `` phrases). */
export interface CleanedAttributes {
  readonly properties: Properties;
  readonly unsafe: string[];
}

const framePolicy = { sandbox: 'allow-scripts allow-popups allow-forms allow-presentation', loading: 'lazy', referrerPolicy: 'no-referrer' };
const scriptish = /javascript:|vbscript:|data:text\/html|livescript:/i;

/**
 * Keeps the allowed attributes of a user-written element (`tag`, inside an `<svg>` when `inSvg`),
 * with JSX names (`className`, `strokeWidth`) mapped to markup, URLs resolved and checked, styles
 * cleaned and event handlers dropped, as are `data-quire-*` (instructions to the site's runtime).
 * Embedded frames always get a sandbox without same-origin rights.
 */
export function cleanAttributes(ctx: RenderContext, tag: string, attributes: Iterable<readonly [string, StaticValue]>, inSvg: boolean): CleanedAttributes {
  const properties: Properties = {};
  const unsafe: string[] = [];
  const schema = inSvg ? svg : html;
  for (const [name, value] of attributes) {
    const info = find(schema, name);
    const attribute = info.attribute.toLowerCase();
    if (attribute.startsWith('on') || attribute === 'srcdoc' || attribute === 'formaction' || attribute === 'action' || attribute.startsWith('data-quire-')) {
      unsafe.push(`\`${name}\``);
      continue;
    }
    if (!isAllowedAttribute(tag, attribute, inSvg) || value === undefined || value === null || value === false) continue;
    if (attribute === 'style') {
      const style = cleanStyle(value);
      if (style.dropped) unsafe.push(`part of \`${name}\``);
      if (style.css !== undefined) properties['style'] = style.css;
      continue;
    }
    let text: string | boolean;
    if (value === true) text = info.boolean || info.overloadedBoolean ? true : attribute.startsWith('data-') || attribute.startsWith('aria-') ? 'true' : '';
    else if (typeof value === 'string' || typeof value === 'number') text = String(value);
    else continue;
    if (typeof text === 'string') {
      const url = urlAttributes[attribute];
      const checked = url ? cleanUrlAttribute(ctx, tag, attribute, text, inSvg) : scriptish.test(text.replace(/\s+/g, '')) ? undefined : text;
      if (checked === undefined) {
        unsafe.push(`\`${name}\``);
        continue;
      }
      text = checked;
    }
    properties[info.property] = info.spaceSeparated && typeof text === 'string' ? text.split(/\s+/).filter(Boolean) : text;
  }
  if (tag === 'iframe' && !inSvg) Object.assign(properties, framePolicy);
  if (tag === 'a' && !inSvg && properties['target'] === '_blank') properties['rel'] = ['noopener', 'noreferrer'];
  return { properties, unsafe };
}

function cleanUrlAttribute(ctx: RenderContext, tag: string, attribute: string, value: string, inSvg: boolean): string | undefined {
  if (attribute === 'srcset') {
    const parts: string[] = [];
    for (const candidate of value.split(',')) {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      const resolved = assetUrl(ctx, url);
      if (resolved === undefined) return undefined;
      parts.push([resolved, ...descriptor].join(' '));
    }
    return parts.join(', ');
  }
  // Inside SVG only references inside the page (`#id`) are followed, except on `<a>`.
  if (inSvg && tag !== 'a') return value.trim().startsWith('#') ? value.trim() : attribute === 'href' || attribute === 'xlink:href' ? (tag === 'image' ? assetUrl(ctx, value) : undefined) : undefined;
  if (attribute === 'href' || attribute === 'xlink:href' || attribute === 'cite') return linkUrl(ctx, value);
  return assetUrl(ctx, value, tag === 'iframe' ? 'frame' : 'media');
}
