import type { Nodes } from 'mdast';
import { ProjectCode } from '../check/check-codes.ts';
import { normalizePath, resolvePath } from '../project/project.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { isImageNode } from './image-node.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';

/** A URL that names no project file: another site, a data: or blob: URL, an anchor. */
const notAProjectFile = (url: string) => url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url);

/**
 * The project file an image URL names, as the renderer resolves it (`/images/a.png` from the
 * project root, `a.png` from the page's folder, without query or fragment, percent-decoded); undefined when it names none.
 */
function projectFileOf(page: string, url: string): string | undefined {
  const trimmed = url.trim();
  if (notAProjectFile(trimmed)) return undefined;
  const path = trimmed.replace(/[?#].*$/, '');
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Kept as written, as the renderer does.
  }
  return decoded.startsWith('/') ? normalizePath(decoded) : resolvePath(page, decoded);
}

/**
 * An image whose file is not in the project (`![Chart](images/chart.png)`, `<img src="/chart.png">`)
 * shows as a placeholder: a `project/missing-asset` warning on the image. Only when the
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
    context.report(diagnosticAt(context.page, offsets[0], offsets[1], { severity: 'warning', code: ProjectCode.missingAsset, message: `The image \`${url ?? ''}\` is not in the project (looked for \`${file}\`), so the page shows a placeholder instead. Add the file or fix the path.` }));
  },
};
