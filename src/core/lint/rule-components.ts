import type { Nodes, Parents } from 'mdast';
import { componentAliases, componentRegistry } from '../components/registry.ts';
import type { Fix } from '../diagnostics/diagnostic.ts';
import { closestMatch } from '../diagnostics/suggest.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { checkComponentAttributes } from './check-component-attributes.ts';
import { checkComponentNesting } from './check-component-nesting.ts';
import { isJsxElement, offsetsOf, tagNameRange, type JsxElement, type LintContext, type LintRule } from './lint-rule.ts';
import { ComponentCode } from '../components/component-codes.ts';

const registryNames = [...componentRegistry.keys()];

/**
 * Checks every capitalised JSX element against the component registry: unknown components,
 * attributes (unknown, missing, wrong type) and nesting. Lowercase tags are HTML and names
 * imported or exported on the page are the author's own components; both are left alone.
 */
export const componentRule: LintRule = {
  nodeTypes: ['mdxJsxFlowElement', 'mdxJsxTextElement'],
  visit(node: Nodes, ancestors: readonly Parents[], context: LintContext): void {
    if (!isJsxElement(node) || !node.name || !isComponentName(node.name)) return;
    const base = node.name.split('.')[0] ?? node.name;
    if (context.localComponents.has(node.name) || context.localComponents.has(base)) return;
    const spec = componentRegistry.get(node.name);
    if (!spec) {
      reportUnknown(node, node.name, context);
      return;
    }
    checkComponentAttributes(node, spec, context);
    checkComponentNesting(node, spec, ancestors, context);
  },
};

/** Whether a JSX name is a component (capitalised, or a member like `Foo.Bar`) rather than an HTML tag. */
export function isComponentName(name: string): boolean {
  const first = name.charCodeAt(0);
  return (first >= 65 && first <= 90) || name.includes('.') || name.charAt(0) === '_' || name.charAt(0) === '$';
}

function reportUnknown(node: JsxElement, name: string, context: LintContext): void {
  const { page } = context;
  const range = tagNameRange(node, page.text);
  if (!range) return;
  const candidates = [...registryNames, ...context.localComponents];
  const suggestion = closestMatch(name, candidates, componentAliases);
  const message = suggestion
    ? `Unknown component \`<${name}>\`. Did you mean \`<${suggestion}>\`?`
    : `Unknown component \`<${name}>\`: it is not a built-in component and is not imported on this page. Check the spelling, or import it from a snippet: \`import ${name} from '/snippets/….mdx'\`.`;
  context.report(diagnosticAt(page, range[0], range[1], { severity: 'warning', code: ComponentCode.unknown, message, fix: suggestion ? renameFix(node, name, suggestion, context) : undefined, data: suggestion ? { component: name, suggestion } : { component: name } }));
}

/** Renames the opening tag and, when there is one, the closing tag. */
function renameFix(node: JsxElement, name: string, replacement: string, context: LintContext): Fix | undefined {
  const { page } = context;
  const offsets = offsetsOf(node);
  const range = tagNameRange(node, page.text);
  if (!offsets || !range) return undefined;
  const edits = [{ file: page.file, start: range[1] - name.length, end: range[1], text: replacement }];
  const tail = page.text.slice(Math.max(range[1], offsets[1] - name.length - 16), offsets[1]);
  const closing = new RegExp(`</\\s*(${name.replace(/[.$]/g, '\\$&')})\\s*>$`).exec(tail);
  if (closing) {
    const start = offsets[1] - tail.length + closing.index + closing[0].indexOf(name, 2);
    edits.push({ file: page.file, start, end: start + name.length, text: replacement });
  }
  return { title: `Change to <${replacement}>`, edits };
}
