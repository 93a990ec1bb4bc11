import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';
import { pageStub } from '../page/frontmatter-text.ts';
import { titleFromFile } from '../page/title-from-file.ts';
import { newPageFile } from '../project/page-files.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { diagnosticOffsets } from './diagnostic-offsets.ts';

/**
 * The fixes for a navigation entry naming a page that does not exist (`project/missing-page`, whose
 * `data.page` is the entry as written): "Replace with `<page>`" when the check found a near existing
 * page (`data.suggestion`; `text` is the config's, whose range must be the entry's string), then
 * "Create `<page>.mdx`", an edit creating the file with a title and an empty description. None for a
 * URL or a diagnostic without `data.page`.
 */
export function missingPageFixes(text: string, diagnostic: Diagnostic): Fix[] {
  const page = diagnostic.data?.['page'];
  if (typeof page !== 'string' || isExternalUrl(page)) return [];
  const fixes: Fix[] = [];
  const suggestion = diagnostic.data?.['suggestion'];
  if (typeof suggestion === 'string') {
    const { start, end } = diagnosticOffsets(text, diagnostic);
    // Only over the entry's string as written, so a stale range never edits something else.
    if (text.slice(start, end) === JSON.stringify(page)) fixes.push(replaceEntryFix(diagnostic.file, start, end, suggestion));
  }
  const file = newPageFile(page.trim());
  if (file !== '.mdx') fixes.push({ title: `Create ${file}`, edits: [{ file, start: 0, end: 0, text: pageStub(titleFromFile(file)) }] });
  return fixes;
}

/** "Replace with `<page>`": the navigation entry's string at [start, end) of the config `file` becomes `page`. */
export function replaceEntryFix(file: string, start: number, end: number, page: string): Fix {
  return { title: `Replace with \`${page}\``, edits: [{ file, start, end, text: JSON.stringify(page) }] };
}
