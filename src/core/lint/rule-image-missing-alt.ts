import type { Nodes } from 'mdast';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { isImageNode } from './image-node.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';
import { LintCode } from './lint-codes.ts';

/** Spec 2.4 rule 4: every image has alt text (`![alt](src)`, `<img alt="…">`); an `alt={…}` expression counts. */
export const imageMissingAltRule: LintRule = {
  nodeTypes: ['image', 'imageReference', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    if (!isImageNode(node)) return;
    let missing: boolean;
    if (isJsxElement(node)) {
      const alt = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'alt');
      const spread = node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute');
      missing = alt === undefined ? !spread : alt.type === 'mdxJsxAttribute' && (alt.value === null || alt.value === undefined || (typeof alt.value === 'string' && alt.value.trim() === ''));
    } else {
      missing = (node.alt ?? '').trim() === '';
    }
    if (!missing) return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    const example = isJsxElement(node) ? '`<img src="…" alt="What the image shows" />`' : '`![What the image shows](…)`';
    context.report(diagnosticAt(context.page, offsets[0], offsets[1], { severity: 'warning', code: LintCode.imageMissingAlt, message: `This image has no alt text. Describe what it shows for screen readers and search: ${example}.` }));
  },
};
