import type { ElementContent } from 'hast';
import type { Code, PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { evaluateProgram } from '../static/evaluate.ts';
import { propBool, propString } from '../static/read-props.ts';
import type { ComponentCall } from './component-call.ts';

/** The text of one content node of a `<CodeBlock>`: string expressions (`{`…`}`) evaluated statically, the rest as text. */
function partText(call: ComponentCall, node: RootContent | PhrasingContent): string {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const result = evaluateProgram(node.data?.estree, call.rs.origin);
    return result.ok && typeof result.value === 'string' ? result.value : node.value;
  }
  if (node.type === 'paragraph') return node.children.map((c) => partText(call, c)).join('');
  return toString(node);
}

/** The code of a `<CodeBlock>`: its content nodes' text, blank lines between blocks, without leading blank lines or trailing space. */
function codeText(call: ComponentCall): string {
  return (call.node.children as RootContent[]).map((child) => partText(call, child)).join('\n\n').replace(/^\n+|\s+$/g, '');
}

/** `highlight="[1,3]"` or `"1-3"` as a fence range list (`1,3`), or undefined when it names no lines. */
function ranges(value: string | undefined): string | undefined {
  const list = value?.replace(/[[\]\s]/g, '');
  return list && /^\d+(-\d+)?(,\d+(-\d+)?)*$/.test(list) ? list : undefined;
}

/**
 * `<CodeBlock language="js" filename="a.js" lines wrap highlight="[1,3]">{`…`}</CodeBlock>`: the
 * same block a code fence gives, rendered through the code-fence handler with the attributes as its
 * options (so a CodeBlock gets every fence option the renderer knows).
 */
export function renderCodeBlockComponent(call: ComponentCall): ElementContent | ElementContent[] | undefined {
  const { props } = call;
  const meta: string[] = [];
  const filename = propString(props, 'filename');
  if (filename) meta.push(`title="${filename.replace(/"/g, "'")}"`);
  for (const flag of ['lines', 'wrap', 'expandable']) if (propBool(props, flag) === true) meta.push(flag);
  if (propBool(props, 'nocopy') === true) meta.push('nocopy=true');
  const icon = propString(props, 'icon');
  if (icon && /^[\w:/.-]+$/.test(icon)) meta.push(`icon="${icon}"`);
  const highlight = ranges(propString(props, 'highlight'));
  if (highlight) meta.push(`highlight={${highlight}}`);
  const focus = ranges(propString(props, 'focus'));
  if (focus) meta.push(`focus={${focus}}`);
  const code: Code = { type: 'code', lang: propString(props, 'language') ?? null, meta: meta.length > 0 ? meta.join(' ') : null, value: codeText(call), ...(call.node.position ? { position: call.node.position } : {}) };
  return call.rs.hast.one(code, undefined);
}
