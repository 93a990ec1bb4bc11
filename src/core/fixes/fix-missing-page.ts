import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';
import { pageStub } from '../page/frontmatter-text.ts';
import { titleFromFile } from '../page/title-from-file.ts';
import { newPageFile } from '../project/page-files.ts';
import { isExternalUrl } from '../project/external-url.ts';

/**
 * "Create `<page>.mdx`" for a navigation entry naming a page that does not exist (`project/missing-page`,
 * whose `data.page` is the entry as written): an edit creating the file with a title and an empty
 * description. None for a URL or a diagnostic without `data.page`.
 */
export function missingPageFixes(_text: string, diagnostic: Diagnostic): Fix[] {
  const page = diagnostic.data?.['page'];
  if (typeof page !== 'string' || isExternalUrl(page)) return [];
  const file = newPageFile(page.trim());
  if (file === '.mdx') return [];
  return [{ title: `Create ${file}`, edits: [{ file, start: 0, end: 0, text: pageStub(titleFromFile(file)) }] }];
}
