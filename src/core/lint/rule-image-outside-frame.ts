import type { Nodes, Parents } from 'mdast';
import type { Fix } from '../diagnostics/diagnostic.ts';
import { diagnosticAt, lineBreakOf } from '../page/page-diagnostic.ts';
import { isImageNode, type ImageNode } from './image-node.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';
import { LintCode } from './lint-codes.ts';

/** Spec 2.4 rule 4: every image sits inside a `<Frame>`. The fix wraps it in one. */
export const imageOutsideFrameRule: LintRule = {
  nodeTypes: ['image', 'imageReference', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, ancestors: readonly Parents[], context: LintContext): void {
    if (!isImageNode(node)) return;
    if (ancestors.some((a) => isJsxElement(a) && a.name === 'Frame')) return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    context.report(
      diagnosticAt(context.page, offsets[0], offsets[1], {
        severity: 'warning',
        code: LintCode.imageOutsideFrame,
        message: 'Wrap every image in `<Frame>` so it gets the frame and an optional caption: `<Frame>![…](…)</Frame>`.',
        fix: wrapInFrame(node, ancestors, context),
      }),
    );
  },
};

/**
 * Wraps an image in `<Frame>`: on lines of their own when the image is a block (an `<img>` on
 * its own line or a paragraph holding only the image), otherwise inline around the image.
 */
function wrapInFrame(node: ImageNode, ancestors: readonly Parents[], context: LintContext): Fix | undefined {
  const { page } = context;
  const parent = ancestors[ancestors.length - 1];
  const block = node.type === 'mdxJsxFlowElement' ? node : parent?.type === 'paragraph' && parent.children.every((c) => c === node || (c.type === 'text' && c.value.trim() === '')) ? parent : undefined;
  const target = block ? offsetsOf(block) : undefined;
  if (block && target) {
    const lineStart = page.lines.offsetAt({ line: page.lines.positionAt(target[0]).line, column: 1 });
    const prefix = page.text.slice(lineStart, target[0]);
    if (/^[ \t>]*$/.test(prefix)) {
      const br = lineBreakOf(page.text);
      const inner = page.text.slice(target[0], target[1]);
      return { title: 'Wrap in <Frame>', edits: [{ file: page.file, start: target[0], end: target[1], text: `<Frame>${br}${prefix}${inner}${br}${prefix}</Frame>` }] };
    }
  }
  const offsets = offsetsOf(node);
  if (!offsets) return undefined;
  return {
    title: 'Wrap in <Frame>',
    edits: [
      { file: page.file, start: offsets[0], end: offsets[0], text: '<Frame>' },
      { file: page.file, start: offsets[1], end: offsets[1], text: '</Frame>' },
    ],
  };
}
