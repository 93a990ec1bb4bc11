import type { Nodes } from 'mdast';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';
import { LintCode } from './lint-codes.ts';

/** Spec 2.4 rule 6: a fenced code block names its language (```bash). Reported on the opening fence. */
export const codeMissingLanguageRule: LintRule = {
  nodeTypes: ['code'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    if (node.type !== 'code' || node.lang) return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    const { text } = context.page;
    const marker = text.charAt(offsets[0]);
    // Indented code has no place for a language; only fences are reported.
    if ((marker !== '`' && marker !== '~') || !text.startsWith(marker.repeat(3), offsets[0])) return;
    const lineEnd = text.slice(offsets[0], offsets[1]).search(/[\r\n]/);
    const end = lineEnd < 0 ? offsets[1] : offsets[0] + lineEnd;
    context.report(diagnosticAt(context.page, offsets[0], end, { severity: 'warning', code: LintCode.codeMissingLanguage, message: 'Name the language of this code block after the opening fence, such as ```bash or ```json, so it is highlighted.' }));
  },
};
