import type { Nodes } from 'mdast';
import { report } from '../render-state.ts';
import type { RenderState } from '../render-state.ts';
import { RenderCode } from '../render-codes.ts';
import { variablePlaceholder } from '../../page/variable-placeholders.ts';

/**
 * The nodes with each `{{name}}` of docs.json's `variables` replaced by its value, as the platform
 * replaces them at build time: in text, code, link targets and attribute values alike. Nodes without
 * a known placeholder are returned as they are (the parsed tree is shared and read-only, so a node
 * that changes is copied). A placeholder whose name is not defined stays as written with a
 * `render/unknown-variable` warning in `file`, except inside code, where `{{…}}` is as often a
 * template's own syntax (mermaid, Handlebars). Without `variables` nothing changes.
 */
export function substituteVariables<T extends Nodes>(rs: RenderState, file: string, nodes: readonly T[]): readonly T[] {
  const variables = rs.ctx.variables;
  if (!variables) return nodes;
  let out: T[] | undefined;
  nodes.forEach((node, i) => {
    // The parse recorded every placeholder on its top-level node: a node without any needs no walk.
    const uses = node.data?.variableUses;
    if (!uses) return;
    for (const use of uses) {
      if (use.inCode || Object.hasOwn(variables, use.name)) continue;
      const known = Object.keys(variables);
      report(rs.sink, file, use, 'warning', RenderCode.unknownVariable, `\`{{${use.name}}}\` names no variable of docs.json, so it is shown as written (the platform's build fails on it). ${known.length > 0 ? `Defined: ${known.map((k) => `\`${k}\``).join(', ')}.` : 'docs.json defines none.'} Add it to \`variables\` or fix the name.`, { name: use.name });
    }
    if (!uses.some((use) => Object.hasOwn(variables, use.name))) return;
    out ??= [...nodes];
    out[i] = replaceIn(structuredClone(node), variables);
  });
  return out ?? nodes;
}

/** A text with each `{{name}}` that `variables` defines replaced by its value; other placeholders stay as written. */
export function replaceVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.includes('{{') ? text.replace(variablePlaceholder, (whole, name: string) => (Object.hasOwn(variables, name) ? (variables[name] as string) : whole)) : text;
}

function replaceIn<T extends object>(node: T, variables: Readonly<Record<string, string>>): T {
  const stack: object[] = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    const record = n as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key === 'position' || key === 'data') continue;
      const value = record[key];
      if (typeof value === 'string') record[key] = replaceVariables(value, variables);
      else if (value && typeof value === 'object') stack.push(value);
    }
  }
  return node;
}
