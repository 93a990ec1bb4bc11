import type { Fonts } from '../config/current/fonts-schema.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { ShellContext } from './shell-context.ts';
import { imageSrc } from './shell-context.ts';
import { isExternalUrl } from '../project/external-url.ts';

/** The stack after a configured family, as the shell's own body font. */
const fallback = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/** The site's fonts as CSS, and the origins the CSP must allow them from. */
export interface FontCss {
  /** `@font-face` rules for fonts with a `source`, then the families on the body and the headings; empty without `fonts`. */
  readonly css: string;
  /** `font-src` sources: `'self'` when a project file is used, and the origin of each https `source`. */
  readonly sources: readonly string[];
}

/** A CSS string literal: quotes and backslashes escaped, line breaks and `<` dropped (the text sits in a `<style>`). */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f<]/g, '')}"`;
}

/**
 * The CSS of `fonts` (a current-format config): each font with a `source` gets an `@font-face`, its
 * file a project file (copied into the export, as every file a page uses) or an https URL; the
 * family (and `weight`) applies to the body text, `heading` to the page title and the content's
 * headings, `body` to the body text. A family without `source` must be installed on the reader's
 * machine (the platform loads Google Fonts by name; an export loads nothing it was not told to).
 */
export function fontCss(ctx: ShellContext): FontCss {
  const fonts: Fonts | undefined = currentSourceOf(ctx.site.config)?.fonts;
  if (fonts === undefined) return { css: '', sources: [] };
  const faces: string[] = [];
  const sources = new Set<string>();
  const rules: string[] = [];
  const use = (font: { family?: string | undefined; weight?: number | undefined; source?: string | undefined; format?: string | undefined }, selector: string, heading: boolean): void => {
    if (font.family === undefined || font.family.trim() === '') return;
    const family = cssString(font.family.trim());
    if (font.source !== undefined) {
      const external = isExternalUrl(font.source);
      const url = external ? (/^https:\/\//i.test(font.source.trim()) ? font.source.trim() : undefined) : imageSrc(ctx, font.source);
      if (url !== undefined) {
        const origin = external ? /^https:\/\/[^/?#\\]+/i.exec(url)?.[0].toLowerCase() : "'self'";
        if (origin !== undefined) sources.add(origin);
        const format = font.format ?? (/\.woff2(?:$|[?#])/i.test(url) ? 'woff2' : /\.woff(?:$|[?#])/i.test(url) ? 'woff' : undefined);
        faces.push(`@font-face{font-family:${family};src:url(${cssString(url)})${format ? ` format(${cssString(format)})` : ''}${font.weight !== undefined ? `;font-weight:${font.weight}` : ''};font-display:swap}`);
      }
    }
    // The weight of body text stays the shell's (bold stays bold); headings take theirs.
    rules.push(`${selector}{font-family:${family},${fallback}${heading && font.weight !== undefined ? `;font-weight:${font.weight}` : ''}}`);
  };
  use(fonts, 'body', false);
  if (fonts.body) use(fonts.body, 'body', false);
  if (fonts.heading) use(fonts.heading, '.q-page-title,.q-content h1,.q-content h2,.q-content h3,.q-content h4,.q-content h5,.q-content h6', true);
  return { css: [...faces, ...rules].join('\n'), sources: [...sources].sort() };
}
