import type { Nodes } from 'mdast';
import { diagnosticAt, singleEdit } from '../page/page-diagnostic.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';
import { LintCode } from './lint-codes.ts';

/** Spec 2.4 rule 5: headings in a page start at level 2, since the title comes from the front matter. */
export const headingLevel1Rule: LintRule = {
  nodeTypes: ['heading', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    const isH1 = (node.type === 'heading' && node.depth === 1) || (isJsxElement(node) && node.name === 'h1');
    if (!isH1) return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    const { page } = context;
    // Only an ATX heading (`# Title`) can be fixed by adding a `#`; a `===` underline cannot.
    const atx = node.type === 'heading' && page.text.charAt(offsets[0]) === '#';
    context.report(
      diagnosticAt(page, offsets[0], offsets[1], {
        severity: 'warning',
        code: LintCode.headingLevel1,
        message: 'Headings in a page start at level 2 (`##`): the page title, from the front matter `title`, is the only level-1 heading.',
        fix: atx ? singleEdit(page, 'Make it a level-2 heading', offsets[0], offsets[0], '#') : undefined,
      }),
    );
  },
};
