import type { Nodes } from 'mdast';
import { ProjectCode } from '../check/check-codes.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { isImageNode } from './image-node.ts';
import { projectFileOf } from '../project/link-targets.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';

/**
 * An image whose file is not in the project (`![Chart](images/chart.png)`, `<img src="/chart.png">`)
 * shows as a placeholder: a `project/missing-asset` warning on the image (`data`: `url`, `target` as for
 * `project/broken-link`). Only when the
 * check can see the project's files (`context.fileExists`).
 */
export const missingImageRule: LintRule = {
  nodeTypes: ['image', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    const exists = context.fileExists;
    if (!exists || !isImageNode(node) || node.type === 'imageReference') return;
    let url: string | undefined;
    if (isJsxElement(node)) {
      const src = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
      url = src?.type === 'mdxJsxAttribute' && typeof src.value === 'string' ? src.value : undefined;
    } else url = node.url;
    const file = url === undefined ? undefined : projectFileOf(context.page.file, url);
    if (file === undefined || exists(file)) return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    context.report(diagnosticAt(context.page, offsets[0], offsets[1], { severity: 'warning', code: ProjectCode.missingAsset, message: `The image \`${url ?? ''}\` is not in the project (looked for \`${file}\`), so the page shows a placeholder instead. Add the file or fix the path.`, data: { url: url ?? '', target: file } }));
  },
};
