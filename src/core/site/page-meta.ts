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
  /** The page's own contextual menu, replacing the config's (`options: []` shows none); an invalid one is left out, so the config's applies. */
  readonly contextual?: Contextual;
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
  if (data.contextual !== undefined) {
    const contextual = safeParse(ContextualSchema, data.contextual);
    if (contextual.success) meta.contextual = contextual.data;
  }
  return meta;
}
