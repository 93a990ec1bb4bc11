import { toString } from 'mdast-util-to-string';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { addDescriptionFixes, addFrontmatterFixes, addTitleFixes } from '../fixes/fix-frontmatter.ts';
import type { FrontmatterBlock } from './frontmatter-block.ts';
import { PageCode } from './page-codes.ts';
import { diagnosticAt } from './page-diagnostic.ts';
import type { ParsedPage } from './parse-page.ts';
import { titleFromFile } from './title-from-file.ts';

/**
 * The spec 2.3 rule: a page has front matter with `title` and `description`. A page with an
 * `openapi` key takes both from the OpenAPI operation. Without a block, one diagnostic with a
 * fix that inserts the whole block; otherwise one per missing key with a fix that inserts it
 * (core's quick fixes, fixes/fix-frontmatter.ts; `data.title` is the title they write).
 * Keys in `invalidKeys` were written with a wrong type, which is reported already.
 */
export function missingFrontmatterDiagnostics(page: ParsedPage, block: FrontmatterBlock | undefined, data: Readonly<Record<string, unknown>>, writtenKeys: readonly string[] = [], invalidKeys: ReadonlySet<string> = new Set()): Diagnostic[] {
  if (!block) {
    const firstLineEnd = /^[^\r\n]*/.exec(page.text)?.[0].length ?? 0;
    const message = 'The page has no front matter. Start it with a `---` block that sets `title` and `description`.';
    return [withFix(page, { ...diagnosticAt(page, 0, firstLineEnd, { severity: 'warning', code: PageCode.missingFrontmatter, message }), data: { title: suggestTitle(page) } }, addFrontmatterFixes)];
  }
  if (typeof data['openapi'] === 'string' && data['openapi'].trim() !== '') return [];
  const diagnostics: Diagnostic[] = [];
  const fenceEnd = block.start + 3;
  if (isBlank(data['title']) && !invalidKeys.has('title')) {
    const written = writtenKeys.includes('title');
    const message = written ? '`title` is empty. Give the page a clear, specific title.' : 'The front matter has no `title`. Add a clear, specific title: `title: "…"`.';
    const diagnostic = { ...diagnosticAt(page, block.start, fenceEnd, { severity: 'warning', code: PageCode.missingTitle, message }), data: { title: suggestTitle(page) } };
    diagnostics.push(written ? diagnostic : withFix(page, diagnostic, addTitleFixes));
  }
  if (isBlank(data['description']) && !invalidKeys.has('description')) {
    const written = writtenKeys.includes('description');
    const message = written ? '`description` is empty. Say in one sentence what the page is for.' : "The front matter has no `description`. Add one sentence on the page's purpose: `description: \"…\"`.";
    const diagnostic = diagnosticAt(page, block.start, fenceEnd, { severity: 'warning', code: PageCode.missingDescription, message });
    diagnostics.push(written ? diagnostic : withFix(page, diagnostic, addDescriptionFixes));
  }
  return diagnostics;
}

/** The diagnostic with the first fix `fixes` computes from the page's text, if any. */
function withFix(page: ParsedPage, diagnostic: Diagnostic, fixes: (text: string, diagnostic: Diagnostic) => readonly Diagnostic['fix'][]): Diagnostic {
  const [fix] = fixes(page.text, diagnostic);
  return fix ? { ...diagnostic, fix } : diagnostic;
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** A title for a page without one: its first level-1 heading, else its file name in words. */
function suggestTitle(page: ParsedPage): string {
  for (const node of page.tree.children) {
    if (node.type === 'heading' && node.depth === 1) {
      const text = toString(node).trim();
      if (text) return text;
    }
  }
  return titleFromFile(page.file);
}
