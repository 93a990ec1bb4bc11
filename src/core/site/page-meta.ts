import { safeParse } from 'zod/mini';
import type { Contextual } from '../config/current/contextual-schema.ts';
import { ContextualSchema } from '../config/current/contextual-schema.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { parseFrontmatter } from '../page/index.ts';

/** The front matter fields the site shell shows for a page. */
export interface PageMeta {
  readonly title?: string;
  readonly description?: string;
  readonly sidebarTitle?: string;
  readonly icon?: string;
  readonly iconType?: string;
  /** `hidden: true` keeps the page out of the sidebar (it is still exported). */
  readonly hidden?: boolean;
  /** The API operation the page documents (`openapi: GET /users`), as written. */
  readonly openapi?: string;
  /** `noindex: true` keeps the page out of search engines, the sitemap, llms.txt and the site search. */
  readonly noindex?: boolean;
  /** `canonical`: the page's canonical URL, instead of the one made from the site URL. */
  readonly canonical?: string;
  /** The page's own meta tags, name → content: `og:*`, `twitter:*`, `robots` and `keywords` (a list joined with commas). */
  readonly metatags?: Readonly<Record<string, string>>;
  /** `mode`: which parts of the shell lay out the page (`default` when absent or not one of these). */
  readonly mode?: PageMode;
  /** `tag`: a short label beside the page's sidebar link (`NEW`). */
  readonly tag?: string;
  /** `lastUpdatedDate`: shown under the page as written (a date the author chose; the platform shows it as given). */
  readonly lastUpdatedDate?: string;
  /** The page's own contextual menu, replacing the config's (`options: []` shows none); an invalid one is left out, so the config's applies. */
  readonly contextual?: Contextual;
}

/** Front matter keys that are meta tags of the page's head. */
function isMetaKey(key: string): boolean {
  return /^(?:og|twitter|article):[\w:.-]+$/.test(key) || key === 'robots' || key === 'keywords';
}

/** The platform's page layouts: `wide` drops the table of contents, `center` also the sidebar, `frame` keeps only the sidebar around the content, `custom` keeps only the top bar. */
export type PageMode = 'wide' | 'custom' | 'center' | 'frame';

const pageModes: readonly string[] = ['wide', 'custom', 'center', 'frame'] satisfies readonly PageMode[];

/** Reads the shell's front matter fields of a page; broken or missing front matter gives an empty result, never a throw. */
export function readPageMeta(file: string, text: string): PageMeta {
  let data: Readonly<Record<string, unknown>>;
  try {
    // Only the front matter is needed: a page marked unparsed makes parseFrontmatter find the block by
    // scanning for `---` fences, so the shell never parses a page's MDX a second time.
    data = parseFrontmatter({ file, text, ok: false, tree: { type: 'root', children: [] }, lines: new LineIndex(text), diagnostics: [] }, { snippet: true }).data;
  } catch {
    return {};
  }
  const meta: { -readonly [K in keyof PageMeta]: PageMeta[K] } = {};
  for (const key of ['title', 'description', 'sidebarTitle', 'icon', 'iconType', 'openapi', 'tag'] as const) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') meta[key] = value.trim();
  }
  const mode = data.mode;
  if (typeof mode === 'string' && pageModes.includes(mode)) meta.mode = mode as PageMode;
  // An unquoted `2024-05-01` is read as a string too (the front matter's YAML has no timestamps).
  const updated = data.lastUpdatedDate;
  if (typeof updated === 'string' && updated.trim() !== '') meta.lastUpdatedDate = updated.trim();
  if (data.hidden === true) meta.hidden = true;
  if (data.noindex === true) meta.noindex = true;
  if (typeof data.canonical === 'string' && data.canonical.trim() !== '') meta.canonical = data.canonical.trim();
  const metatags: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!isMetaKey(key)) continue;
    const content = Array.isArray(value) ? value.filter((v) => typeof v === 'string' || typeof v === 'number').join(', ') : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
    if (content !== undefined && content.trim() !== '') metatags[key] = content.trim();
  }
  if (Object.keys(metatags).length > 0) meta.metatags = metatags;
  if (data.contextual !== undefined) {
    const contextual = safeParse(ContextualSchema, data.contextual);
    if (contextual.success) meta.contextual = contextual.data;
  }
  return meta;
}
