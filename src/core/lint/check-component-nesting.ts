import type { Parents, RootContent } from 'mdast';
import type { ComponentSpec } from '../components/component-spec.ts';
import { componentRegistry } from '../components/registry.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { isJsxElement, offsetsOf, tagNameRange, type JsxElement, type LintContext } from './lint-rule.ts';
import { ComponentCode } from '../components/component-codes.ts';

/**
 * Checks where a component stands: a component with `parents` (Step, Tab) directly inside one
 * of them, and a component with `children` (Steps, Tabs) holding only those. Custom components
 * (imported, unknown, HTML) may wrap or contain anything, so they are never reported.
 */
export function checkComponentNesting(node: JsxElement, spec: ComponentSpec, ancestors: readonly Parents[], context: LintContext): void {
  if (spec.parents) checkParent(node, spec, spec.parents, ancestors, context);
  if (spec.children) checkChildren(node, spec, spec.children, context);
}

function checkParent(node: JsxElement, spec: ComponentSpec, parents: readonly string[], ancestors: readonly Parents[], context: LintContext): void {
  // An inline `<Step title="…">Text</Step>` sits in a paragraph; look through it.
  let i = ancestors.length - 1;
  while (i > 0 && ancestors[i]?.type === 'paragraph') i--;
  const parent = ancestors[i];
  if (!parent) return;
  if (parent.type === 'root' && context.snippet) return;
  if (isJsxElement(parent) && (!parent.name || parents.includes(parent.name) || !componentRegistry.has(parent.name))) return;
  const range = tagNameRange(node, context.page.text);
  if (!range) return;
  const where = isJsxElement(parent) ? `not in \`<${parent.name ?? ''}>\`` : 'not in any of them';
  const wanted = parents.map((p) => `\`<${p}>\``).join(' or ');
  context.report(diagnosticAt(context.page, range[0], range[1], { severity: 'warning', code: ComponentCode.invalidNesting, message: `\`<${spec.name}>\` belongs directly inside ${wanted}, ${where}. Wrap it in ${wanted}.` }));
}

function checkChildren(node: JsxElement, spec: ComponentSpec, allowed: readonly string[], context: LintContext): void {
  for (const child of node.children as RootContent[]) {
    if (isAllowedChild(child, allowed)) continue;
    const offsets = isJsxElement(child) ? tagNameRange(child, context.page.text) : offsetsOf(child);
    if (!offsets) continue;
    const wanted = allowed.map((c) => `\`<${c}>\``).join(' or ');
    const what = isJsxElement(child) ? `\`<${child.name ?? ''}>\`` : 'Content';
    context.report(diagnosticAt(context.page, offsets[0], offsets[1], { severity: 'warning', code: ComponentCode.invalidNesting, message: `${what} cannot stand directly inside \`<${spec.name}>\`, which holds only ${wanted}. Move it into a ${wanted}.` }));
  }
}

function isAllowedChild(child: RootContent, allowed: readonly string[]): boolean {
  if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') return true;
  if (child.type === 'text') return child.value.trim() === '';
  if (child.type === 'paragraph') return child.children.every((c) => isAllowedChild(c, allowed));
  if (isJsxElement(child)) {
    if (!child.name || allowed.includes(child.name)) return true;
    const spec = componentRegistry.get(child.name);
    // Not a built-in: a snippet that renders the right children. With its own `parents`, it reports itself.
    return !spec || spec.parents !== undefined;
  }
  return false;
}
