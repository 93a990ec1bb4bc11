import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';
import { frontmatterBounds } from '../page/frontmatter-bounds.ts';
import { frontmatterEntry, pageStub } from '../page/frontmatter-text.ts';
import { lineBreakOf } from '../page/page-diagnostic.ts';
import { titleFromFile } from '../page/title-from-file.ts';

/**
 * "Add front matter" for a page with none (`page/missing-frontmatter`): a block with the title the rule
 * suggested (`data.title`: the first level-1 heading, else from the file name) and an empty description.
 */
export function addFrontmatterFixes(text: string, diagnostic: Diagnostic): Fix[] {
  if (frontmatterBounds(text)) return [];
  const at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  return [{ title: 'Add front matter', edits: [{ file: diagnostic.file, start: at, end: at, text: pageStub(suggestedTitle(diagnostic), lineBreakOf(text)) }] }];
}

/** "Add a title" for front matter without `title` (`page/missing-title`), as the block's first line; the whole block when the page has none. */
export function addTitleFixes(text: string, diagnostic: Diagnostic): Fix[] {
  const fm = frontmatterBounds(text);
  if (!fm) return addFrontmatterFixes(text, diagnostic);
  if (hasKey(text.slice(fm.contentStart, fm.contentEnd), 'title')) return [];
  const edit = { file: diagnostic.file, start: fm.contentStart, end: fm.contentStart, text: frontmatterEntry('title', suggestedTitle(diagnostic)) + lineBreakOf(text) };
  return [{ title: 'Add a title', edits: [edit] }];
}

/** "Add a description" for front matter without `description` (`page/missing-description`), before the closing `---`; the whole block when the page has none. */
export function addDescriptionFixes(text: string, diagnostic: Diagnostic): Fix[] {
  const fm = frontmatterBounds(text);
  if (!fm) return addFrontmatterFixes(text, diagnostic);
  if (!fm.closed || hasKey(text.slice(fm.contentStart, fm.contentEnd), 'description')) return [];
  const edit = { file: diagnostic.file, start: fm.contentEnd, end: fm.contentEnd, text: frontmatterEntry('description', '') + lineBreakOf(text) };
  return [{ title: 'Add a description', edits: [edit] }];
}

function suggestedTitle(diagnostic: Diagnostic): string {
  const title = diagnostic.data?.['title'];
  return typeof title === 'string' && title.trim() !== '' ? title : titleFromFile(diagnostic.file);
}

function hasKey(yaml: string, key: string): boolean {
  return new RegExp(`^${key}[ \\t]*:`, 'm').test(yaml);
}
