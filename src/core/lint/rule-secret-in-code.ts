import type { Nodes } from 'mdast';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { findSecrets } from './find-secrets.ts';
import { offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';
import { LintCode } from './lint-codes.ts';

/** Spec 2.4 rule 6: code examples never contain real keys or secrets. Reported on the secret itself. */
export const secretInCodeRule: LintRule = {
  nodeTypes: ['code', 'inlineCode'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    if (node.type !== 'code' && node.type !== 'inlineCode') return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    // The raw text, not `node.value`: in lists and block quotes the value has lost its indentation, so offsets would drift.
    const raw = context.page.text.slice(offsets[0], offsets[1]);
    for (const secret of findSecrets(raw)) {
      const shown = `${raw.slice(secret.start, secret.start + Math.min(8, Math.floor((secret.end - secret.start) / 3)))}…`;
      context.report(
        diagnosticAt(context.page, offsets[0] + secret.start, offsets[0] + secret.end, {
          severity: 'warning',
          code: LintCode.secretInCode,
          message: `This code example seems to contain a real ${secret.kind} (\`${shown}\`). Replace it with a placeholder such as \`YOUR_API_KEY\`, and revoke the key if it was real.`,
        }),
      );
    }
  },
};
