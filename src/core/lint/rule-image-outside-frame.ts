import type { Nodes, Parents } from 'mdast';
import { imageFrameFixes } from '../fixes/fix-image-frame.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { isImageNode } from './image-node.ts';
import { LintCode } from './lint-codes.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';

/** Spec 2.4 rule 4: every image sits inside a `<Frame>`. The fix wraps it in one (core's quick fix, fixes/fix-image-frame.ts). */
export const imageOutsideFrameRule: LintRule = {
  nodeTypes: ['image', 'imageReference', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, ancestors: readonly Parents[], context: LintContext): void {
    if (!isImageNode(node)) return;
    if (ancestors.some((a) => isJsxElement(a) && a.name === 'Frame')) return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    const diagnostic = diagnosticAt(context.page, offsets[0], offsets[1], {
      severity: 'warning',
      code: LintCode.imageOutsideFrame,
      message: 'Wrap every image in `<Frame>` so it gets the frame and an optional caption: `<Frame>![…](…)</Frame>`.',
    });
    const [fix] = imageFrameFixes(context.page.text, diagnostic);
    context.report(fix ? { ...diagnostic, fix } : diagnostic);
  },
};
