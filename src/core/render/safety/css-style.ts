import { safeUrl } from './safe-url.ts';
import { isStaticObject } from '../static/static-value.ts';
import type { StaticValue } from '../static/static-value.ts';

// React's unitless properties: a number is written as is, every other number gets `px`.
const unitless: ReadonlySet<string> = new Set(['animation-iteration-count', 'aspect-ratio', 'border-image-outset', 'border-image-slice', 'border-image-width', 'column-count', 'columns', 'flex', 'flex-grow', 'flex-positive', 'flex-shrink', 'flex-negative', 'flex-order', 'font-weight', 'grid-area', 'grid-column', 'grid-column-end', 'grid-column-start', 'grid-row', 'grid-row-end', 'grid-row-start', 'line-clamp', 'line-height', 'opacity', 'order', 'orphans', 'scale', 'tab-size', 'widows', 'z-index', 'zoom', 'fill-opacity', 'flood-opacity', 'stop-opacity', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'stroke-opacity', 'stroke-width']);

/** Result of cleaning a style: the CSS text (undefined when nothing is left) and whether something was dropped. */
export interface CleanStyle {
  readonly css: string | undefined;
  readonly dropped: boolean;
}

/**
 * Turns a `style` value (a JSX object such as `{{ borderRadius: 8 }}` or a CSS string) into a CSS
 * declaration list, dropping every declaration that could load or run something: `expression(`,
 * `url(` with an unsafe URL, `@import`, `behavior`/`-moz-binding`, and escapes that could hide them;
 * and `position: fixed`/`sticky`, which would place content over the site around the page.
 */
export function cleanStyle(value: StaticValue): CleanStyle {
  const declarations: [string, string][] = [];
  if (typeof value === 'string') {
    for (const part of value.replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0) declarations.push([part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()]);
      else if (part.trim()) declarations.push(['', part]);
    }
  } else if (isStaticObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      const name = key.startsWith('--') ? key : key.replace(/^(ms|Webkit|Moz|O)(?=[A-Z])/, (prefix) => `-${prefix.toLowerCase()}`).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      if (typeof v === 'number') declarations.push([name, v !== 0 && !unitless.has(name) ? `${v}px` : String(v)]);
      else if (typeof v === 'string') declarations.push([name, v]);
      else if (v !== null && v !== undefined && v !== false) declarations.push(['', '']);
    }
  } else if (value !== undefined && value !== null) {
    return { css: undefined, dropped: true };
  }
  const kept: string[] = [];
  let dropped = false;
  for (const [name, v] of declarations) {
    if (/^-{0,2}[a-z][a-z0-9-]*$/.test(name) && !/behavior|binding/.test(name) && safeCssValue(v) && !(name === 'position' && escapesContent(v))) kept.push(`${name}: ${v}`);
    else dropped = true;
  }
  return { css: kept.length > 0 ? kept.join('; ') : undefined, dropped };
}

/**
 * Whether a `position` could take the element out of the page's content box, over the site around
 * it (a full-window overlay): anything but `static`, `relative` and `absolute`, so that `fixed`,
 * `sticky` and a `var()` holding one of them are all left out.
 */
function escapesContent(value: string): boolean {
  return !/^(static|relative|absolute)(\s*!\s*important)?$/i.test(value.trim());
}

/** Whether a CSS value can neither run script nor load a dangerous URL. */
function safeCssValue(value: string): boolean {
  if (/[\\<>{}]|\/\*/.test(value)) return false;
  const lower = value.toLowerCase();
  if (/expression\s*\(|@import|javascript:|vbscript:|behavior|-moz-binding|image-set\s*\(/.test(lower)) return false;
  const urls = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/g;
  let match: RegExpExecArray | null;
  let count = 0;
  while ((match = urls.exec(value))) {
    count++;
    if (safeUrl(match[2] ?? '', 'media') === undefined) return false;
  }
  // An unmatched `url(` (odd quoting) is not worth guessing about.
  return count === (lower.match(/url\s*\(/g)?.length ?? 0);
}
