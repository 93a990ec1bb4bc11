import type { Expression, JSXElement, JSXFragment, Node, Program } from 'estree-jsx';
import type { PhrasingContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';

/** Wraps one expression in the `Program` shape remark-mdx attaches to `{…}` nodes. */
function program(expression: Expression): Program {
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
}

function positionOf(node: Node): Position | undefined {
  const loc = node.loc;
  return loc ? { start: { line: loc.start.line, column: loc.start.column + 1 }, end: { line: loc.end.line, column: loc.end.column + 1 } } : undefined;
}

/**
 * Turns a JSX element written inside an expression (`icon={<svg>…</svg>}`, `export const X = <div/>`)
 * into the mdast JSX node remark-mdx would have produced, so the same handlers render it.
 */
export function jsxToMdast(node: JSXElement | JSXFragment, inline: boolean): MdxJsxFlowElement | MdxJsxTextElement {
  const opening = node.type === 'JSXElement' ? node.openingElement : undefined;
  const name = opening ? jsxName(opening.name) : null;
  const attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[] = [];
  for (const attribute of opening?.attributes ?? []) {
    if (attribute.type === 'JSXSpreadAttribute') {
      attributes.push({ type: 'mdxJsxExpressionAttribute', value: '', data: { estree: program({ type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument: attribute.argument }] }) } });
      continue;
    }
    const attrName = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
    const value = attribute.value;
    if (value === null || value === undefined) attributes.push({ type: 'mdxJsxAttribute', name: attrName, value: null });
    else if (value.type === 'Literal') attributes.push({ type: 'mdxJsxAttribute', name: attrName, value: String(value.value) });
    else if (value.type === 'JSXExpressionContainer') {
      if (value.expression.type !== 'JSXEmptyExpression') attributes.push({ type: 'mdxJsxAttribute', name: attrName, value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program(value.expression) } } });
    } else attributes.push({ type: 'mdxJsxAttribute', name: attrName, value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program(value) } } });
  }
  const children: PhrasingContent[] = [];
  for (const child of node.children) {
    if (child.type === 'JSXText') {
      const value = cleanJsxText(child.value);
      if (value) children.push({ type: 'text', value });
    } else if (child.type === 'JSXExpressionContainer') {
      if (child.expression.type !== 'JSXEmptyExpression') children.push({ type: 'mdxTextExpression', value: '', data: { estree: program(child.expression) } });
    } else if (child.type === 'JSXElement' || child.type === 'JSXFragment') {
      children.push(jsxToMdast(child, true) as MdxJsxTextElement);
    }
  }
  const position = positionOf(node);
  const base = { name, attributes, children, ...(position ? { position } : {}) };
  return inline ? { type: 'mdxJsxTextElement', ...base } : ({ type: 'mdxJsxFlowElement', ...base } as MdxJsxFlowElement);
}

function jsxName(name: JSXElement['openingElement']['name']): string {
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return `${jsxName(name.object)}.${name.property.name}`;
}

/** React's whitespace rule for JSX text: lines are trimmed and joined by one space; blank lines disappear. */
export function cleanJsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  for (let i = 0; i < lines.length; i++) if (/[^ \t]/.test(lines[i] ?? '')) lastNonEmpty = i;
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    let line = (lines[i] ?? '').replace(/\t/g, ' ');
    if (i > 0) line = line.replace(/^ +/, '');
    if (i < lines.length - 1) line = line.replace(/ +$/, '');
    if (line) out += i === lastNonEmpty ? line : `${line} `;
  }
  return out;
}
