import type { Nodes, Parents } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import type { LinkTargets } from '../project/link-targets.ts';

/** A JSX element of a page, as block (`<Note>` on its own line) or inline. */
export type JsxElement = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/** One attribute of a JSX element: `name="value"`, `name={expr}`, `name`, or `{...spread}`. */
export type JsxAttribute = JsxElement['attributes'][number];

/** What every rule of one page walk shares. */
export interface LintContext {
  readonly page: ParsedPage;
  /** The page is a snippet, included by other pages. */
  readonly snippet: boolean;
  /** Components imported or exported on the page, or known to the project. */
  readonly localComponents: ReadonlySet<string>;
  /** Whether a project file exists, when the check can see the project (rules about other files run only then). */
  readonly fileExists?: ((path: string) => boolean) | undefined;
  /** The pages and redirects links may lead to, when the check knows the project (link rules run only then). */
  readonly linkTargets?: LinkTargets | undefined;
  report(diagnostic: Diagnostic): void;
}

/** A check run on every node of the listed types during the single walk of a page. */
export interface LintRule {
  readonly nodeTypes: readonly Nodes['type'][];
  /** `ancestors` runs from the root to the node's parent. */
  visit(node: Nodes, ancestors: readonly Parents[], context: LintContext): void;
}

/** Whether a node is a JSX element (block or inline). */
export function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The offsets of a node, or undefined when it has no position (never after parsing). */
export function offsetsOf(node: { readonly position?: { readonly start: { readonly offset?: number | undefined }; readonly end: { readonly offset?: number | undefined } } | undefined }): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : [start, end];
}

/** The range from `<` to the end of the element's name in its opening tag: where element-level diagnostics point. */
export function tagNameRange(element: JsxElement, text: string): [number, number] | undefined {
  const offsets = offsetsOf(element);
  if (!offsets) return undefined;
  const name = element.name ?? '';
  const at = text.indexOf(name, offsets[0] + 1);
  const end = at >= 0 && at - offsets[0] < 8 ? at + name.length : offsets[0] + 1 + name.length;
  return [offsets[0], Math.min(end, offsets[1])];
}
