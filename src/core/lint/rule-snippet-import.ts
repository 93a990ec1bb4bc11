import type { Nodes } from 'mdast';
import { hasPageExtension } from '../project/page-files.ts';
import { normalizePath, resolvePath } from '../project/project.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import type { LintContext, LintRule } from './lint-rule.ts';
import { RenderCode } from '../render/render-codes.ts';

interface EsNode {
  readonly type: string;
  readonly [key: string]: unknown;
}

/**
 * A page that imports a snippet file (`import Intro from '/snippets/intro.mdx'`) that does not exist
 * is broken: the snippet's content is missing from the page. An error on the import's source, with
 * the renderer's code and position, so that a build reports it once. Only when the check can see
 * the project's files (`context.fileExists`).
 */
export const snippetImportRule: LintRule = {
  nodeTypes: ['mdxjsEsm'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    const exists = context.fileExists;
    if (node.type !== 'mdxjsEsm' || !exists) return;
    const program = node.data?.estree as EsNode | null | undefined;
    const body = program && Array.isArray(program['body']) ? (program['body'] as EsNode[]) : [];
    for (const statement of body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = statement['source'] as EsNode | undefined;
      const range = source?.['range'] as [number, number] | undefined;
      const value = source?.['value'];
      // As the renderer: only Markdown files are snippets; other imports are left to the site's build.
      if (typeof value !== 'string' || !range || !hasPageExtension(value.replace(/[?#].*$/, ''))) continue;
      const path = value.startsWith('/') ? normalizePath(value) : resolvePath(context.page.file, value);
      if (exists(path)) continue;
      context.report(diagnosticAt(context.page, range[0], range[1], { severity: 'error', code: RenderCode.snippetMissing, message: `The snippet \`${value}\` does not exist (looked for \`${path}\` in the project). Check the path; snippets usually live in \`/snippets/\`.` }));
    }
  },
};
