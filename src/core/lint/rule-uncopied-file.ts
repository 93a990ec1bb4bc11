import type { Nodes } from 'mdast';
import { BuildCode } from '../check/check-codes.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { copiedFileType, copiedFileTypesText, fileExtensionOf } from '../project/copied-file-type.ts';
import { projectFileOf } from '../project/link-targets.ts';
import { hasPageExtension } from '../project/page-files.ts';
import { isJsxElement, offsetsOf, type LintContext, type LintRule } from './lint-rule.ts';

/** The JSX attributes that name a file a site serves: a link, an image or video source, a card's image, a video's poster. */
const fileAttributes: ReadonlySet<string> = new Set(['href', 'src', 'img', 'poster']);

/** The URLs a node links to or loads: Markdown links, images and link definitions, and the file attributes of a JSX element. */
function urlsOf(node: Nodes): string[] {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') return [node.url];
  if (!isJsxElement(node)) return [];
  return node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && fileAttributes.has(a.name) && typeof a.value === 'string' ? [a.value] : []));
}

/**
 * A link (or image, video, card image) to a project file of a type no export copies
 * (`[Process](process.xpdl)`, `<a href="schema.rng">`: see copiedFileType) is a `build/not-copied`
 * warning on the link: the file is left out of the site, since a host could serve it as a
 * document of the site's origin that runs script, so the link leads nowhere there. `data`: `url`
 * as written, `target` the project path, `extension`. Only when the check can see the project's
 * files (`context.fileExists`); a file that does not exist is project/broken-link's.
 */
export const uncopiedFileRule: LintRule = {
  nodeTypes: ['link', 'image', 'definition', 'mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, _ancestors, context: LintContext): void {
    const exists = context.fileExists;
    if (!exists) return;
    for (const url of urlsOf(node)) {
      const target = projectFileOf(context.page.file, url);
      if (target === undefined || hasPageExtension(target) || copiedFileType(target) !== undefined || !exists(target)) continue;
      const offsets = offsetsOf(node);
      if (!offsets) continue;
      const extension = fileExtensionOf(target);
      const type = extension === '' ? 'a file without an extension' : `a .${extension} file`;
      context.report(
        diagnosticAt(context.page, offsets[0], offsets[1], {
          severity: 'warning',
          code: BuildCode.notCopied,
          message: `\`${target}\` is not copied into the exported site, so this link leads nowhere there: ${type} could be served as a page of the site and run script. A site copies only ${copiedFileTypesText()}. Convert the file to one of these types or link to a copy hosted elsewhere.`,
          data: { url, target, extension },
        }),
      );
    }
  },
};
