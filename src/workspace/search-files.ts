/** How to search. */
export interface SearchOptions {
  readonly caseSensitive?: boolean;
  readonly wholeWord?: boolean;
  /** Treat the query as a regular expression; default false. */
  readonly regex?: boolean;
}

/** One match, 1-based line and column, as the editor shows it. */
export interface SearchMatch {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly length: number;
  /** The text of the line (trimmed to 200 characters around the match). */
  readonly preview: string;
}

/** The matcher for a query, or an error message when the regular expression is invalid. */
export function searchPattern(query: string, options: SearchOptions = {}): RegExp | string {
  if (!query) return 'Type something to search for.';
  let source = options.regex ? query : query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (options.wholeWord) source = `\\b(?:${source})\\b`;
  try {
    return new RegExp(source, options.caseSensitive ? 'gu' : 'giu');
  } catch (error) {
    return `Invalid regular expression: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Every match of `pattern` in text files, in path order; stops after `limit` matches (default 2000). */
export function searchFiles(files: Iterable<readonly [string, string]>, pattern: RegExp, limit = 2000): SearchMatch[] {
  const matches: SearchMatch[] = [];
  const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [path, text] of sorted) {
    const lines = text.split(/\r\n|\r|\n/);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? '';
      pattern.lastIndex = 0;
      for (const m of line.matchAll(pattern)) {
        if (m[0].length === 0) break;
        const index = m.index;
        const from = Math.max(0, index - 80);
        matches.push({ path, line: i + 1, column: index + 1, length: m[0].length, preview: line.slice(from, from + 200) });
        if (matches.length >= limit) return matches;
      }
    }
  }
  return matches;
}

/** Replaces every match of `pattern` in `text` (with `$1` groups when the pattern is a regular expression); returns the new text and the count. */
export function replaceInText(text: string, pattern: RegExp, replacement: string, regex: boolean): { text: string; count: number } {
  let count = 0;
  const out = text.replace(pattern, (...args: unknown[]) => {
    count++;
    if (!regex) return replacement;
    const offsetAt = args.findIndex((a, i) => i > 0 && typeof a === 'number');
    const groups = args.slice(1, offsetAt) as (string | undefined)[];
    return replacement.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '');
  });
  return { text: out, count };
}
