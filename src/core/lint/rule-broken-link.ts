import type { Nodes } from 'mdast';
import { ProjectCode } from '../check/check-codes.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { projectFileOf, resolvesLink } from '../project/link-targets.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';

/**
 * The URL a node leads to or loads: Markdown `[text](url)`, the `href` of any JSX element (`<a>`,
 * `<Card>`), or the `src` or `img` of one that is not an image (`<video>`, `<Card img>`; images
 * are project/missing-asset).
 */
function linkUrlOf(node: Nodes): string | undefined {
  if (node.type === 'link') return node.url;
  if (!isJsxElement(node)) return undefined;
  const names = node.name === 'img' ? ['href'] : ['href', 'src', 'img'];
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && names.includes(a.name));
  return attribute?.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' ? attribute.value : undefined;
}

/**
 * A relative or root-relative link (or video, card image) that leads to no page, folder index page, redirect or project
 * file (`[Setup](/guides/stup)`) is a `project/broken-link` warning on the link. Only when the check
 * knows the project's pages (`context.linkTargets`) and files (`context.fileExists`).
 */
export const brokenLinkRule: LintRule = {
  nodeTypes: ['link', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    const { linkTargets, fileExists } = context;
    if (!linkTargets || !fileExists) return;
    const url = linkUrlOf(node);
    const target = url === undefined ? undefined : projectFileOf(context.page.file, url);
    if (url === undefined || target === undefined || resolvesLink(target, linkTargets, fileExists)) return;
    const offsets = offsetsOf(node);
    if (!offsets) return;
    context.report(diagnosticAt(context.page, offsets[0], offsets[1], { severity: 'warning', code: ProjectCode.brokenLink, message: `The URL \`${url}\` leads to no page, redirect or file of the project (looked for \`${target}\`). Fix the path or add the page.`, data: { url, target } }));
  },
};
