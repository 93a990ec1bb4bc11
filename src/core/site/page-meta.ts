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
}

/** Front matter keys that are meta tags of the page's head. */
function isMetaKey(key: string): boolean {
  return /^(?:og|twitter|article):[\w:.-]+$/.test(key) || key === 'robots' || key === 'keywords';
}

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
  for (const key of ['title', 'description', 'sidebarTitle', 'icon', 'iconType', 'openapi'] as const) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') meta[key] = value.trim();
  }
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
  return meta;
}
