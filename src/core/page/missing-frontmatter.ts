import { toString } from 'mdast-util-to-string';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { FrontmatterBlock } from './frontmatter-block.ts';
import { diagnosticAt, lineBreakOf, singleEdit } from './page-diagnostic.ts';
import type { ParsedPage } from './parse-page.ts';

/**
 * The spec 2.3 rule: a page has front matter with `title` and `description`. A page with an
 * `openapi` key takes both from the OpenAPI operation. Without a block, one diagnostic with a
 * fix that inserts the whole block; otherwise one per missing key with a fix that inserts it.
 * Keys in `invalidKeys` were written with a wrong type, which is reported already.
 */
export function missingFrontmatterDiagnostics(page: ParsedPage, block: FrontmatterBlock | undefined, data: Readonly<Record<string, unknown>>, writtenKeys: readonly string[] = [], invalidKeys: ReadonlySet<string> = new Set()): Diagnostic[] {
  const br = lineBreakOf(page.text);
  if (!block) {
    const title = JSON.stringify(suggestTitle(page));
    const firstLineEnd = /^[^\r\n]*/.exec(page.text)?.[0].length ?? 0;
    return [
      diagnosticAt(page, 0, firstLineEnd, {
        severity: 'warning',
        code: 'page/missing-frontmatter',
        message: 'The page has no front matter. Start it with a `---` block that sets `title` and `description`.',
        fix: singleEdit(page, 'Add front matter', 0, 0, `---${br}title: ${title}${br}description: ""${br}---${br}${br}`),
      }),
    ];
  }
  if (typeof data['openapi'] === 'string' && data['openapi'].trim() !== '') return [];
  const diagnostics: Diagnostic[] = [];
  const fenceEnd = block.start + 3;
  if (isBlank(data['title']) && !invalidKeys.has('title')) {
    const written = writtenKeys.includes('title');
    diagnostics.push(
      diagnosticAt(page, block.start, fenceEnd, {
        severity: 'warning',
        code: 'page/missing-title',
        message: written ? '`title` is empty. Give the page a clear, specific title.' : 'The front matter has no `title`. Add a clear, specific title: `title: "…"`.',
        fix: written ? undefined : singleEdit(page, 'Add a title', block.contentStart, block.contentStart, `title: ${JSON.stringify(suggestTitle(page))}${br}`),
      }),
    );
  }
  if (isBlank(data['description']) && !invalidKeys.has('description')) {
    const written = writtenKeys.includes('description');
    diagnostics.push(
      diagnosticAt(page, block.start, fenceEnd, {
        severity: 'warning',
        code: 'page/missing-description',
        message: written ? '`description` is empty. Say in one sentence what the page is for.' : "The front matter has no `description`. Add one sentence on the page's purpose: `description: \"…\"`.",
        fix: written ? undefined : singleEdit(page, 'Add a description', block.closeStart, block.closeStart, `description: ""${br}`),
      }),
    );
  }
  return diagnostics;
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
  const parts = page.file.split('/');
  let name = (parts.pop() ?? '').replace(/\.mdx?$/, '');
  if (name === 'index' || name === 'README') name = parts.pop() ?? name;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Untitled';
}
