import type { Diagnostic, Fix } from '../core/index.ts';
import { LineIndex } from '../core/index.ts';

/**
 * "Create `<page>.mdx`" for a navigation entry naming a page that does not exist (`project/missing-page`):
 * an edit that creates the file with front matter. The page is read from the JSON string at the
 * diagnostic (else from the message's first quoted path); undefined for URLs or when none is found.
 */
export function createMissingPageFix(text: string, diagnostic: Diagnostic): Fix | undefined {
  const page = pageAt(text, diagnostic) ?? /"([^"]+)"/.exec(diagnostic.message)?.[1];
  if (page === undefined) return undefined;
  const path = page.trim().replace(/^\/+/, '').replace(/\.mdx?$/, '');
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined;
  const file = `${path}.mdx`;
  return { title: `Create ${file}`, edits: [{ file, start: 0, end: 0, text: `---\ntitle: "${titleFromPath(path)}"\ndescription: ""\n---\n\n` }] };
}

/** The value of the JSON string literal the diagnostic's range covers, if it covers one. */
function pageAt(text: string, diagnostic: Diagnostic): string | undefined {
  const lines = new LineIndex(text);
  const start = lines.offsetAt({ line: diagnostic.line, column: diagnostic.column });
  const end = lines.offsetAt({ line: diagnostic.endLine, column: diagnostic.endColumn });
  const literal = /^"(?:[^"\\\r\n]|\\.)*"/.exec(text.slice(start, Math.max(end, start + 1) + 2000))?.[0];
  if (literal === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `guides/getting-started` → `Getting started`, as core titles new pages. */
function titleFromPath(page: string): string {
  const last = page.split('/').pop() ?? page;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/["\\]/g, '\\$&');
}
