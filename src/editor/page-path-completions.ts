import { hasPageExtension, stripPageExtension } from '../core/index.ts';
import { parse } from 'jsonc-parser';
import type { CompletionSuggestion } from './completion-suggestion.ts';
import { navigationPageContext } from './navigation-context.ts';

/**
 * Page-path completions at `offset` of a docs.json text: the workspace's pages (`.mdx`/`.md`, written
 * without extension) when the cursor is on an entry of a `navigation … pages` array, else none. In an
 * empty slot the path is inserted quoted; in a string still being typed, with its closing quote.
 * Pages the navigation does not list yet come first.
 */
export function pagePathCompletions(text: string, offset: number, workspacePaths: readonly string[]): CompletionSuggestion[] {
  const ctx = navigationPageContext(text, offset);
  if (!ctx) return [];
  const listed = listedPages(text);
  const pages = [...new Set(workspacePaths.map(pageRef).filter((p): p is string => p !== undefined))].sort();
  return pages.map((page) => {
    const isListed = listed.has(page);
    return {
      label: page,
      kind: 'page',
      insertText: !ctx.inString ? JSON.stringify(page) : ctx.unterminated ? `${page}"` : page,
      snippet: false,
      start: ctx.start,
      end: ctx.end,
      detail: isListed ? 'page (already in navigation)' : 'page',
      documentation: '',
      sortText: `${isListed ? 1 : 0}${page}`,
    };
  });
}

/** How navigation refers to a workspace file: `guides/setup.mdx` → `guides/setup`; undefined for files that are not pages. */
export function pageRef(path: string): string | undefined {
  const p = path.replace(/\\/g, '/').replace(/^\.?\/+/, '');
  if (hasPageExtension(p)) return stripPageExtension(p);
  const last = p.slice(p.lastIndexOf('/') + 1);
  return last === '' || last.includes('.') ? undefined : p;
}

/** Every string listed in a `pages` array under `navigation`, at any depth. */
function listedPages(text: string): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown, inPages: boolean): void => {
    if (typeof value === 'string') {
      if (inPages) out.add(value.replace(/^\/+/, ''));
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, inPages);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, key === 'pages');
    }
  };
  const config: unknown = parse(text, [], { allowTrailingComma: true });
  if (config && typeof config === 'object' && 'navigation' in config) walk(config.navigation, false);
  return out;
}
