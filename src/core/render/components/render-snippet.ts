import type { ElementContent } from 'hast';
import { normalizePath } from '../../project/project.ts';
import { fail, mdastSpan, report, warn } from '../render-state.ts';
import { snippetExports } from '../static/module-scope.ts';
import { ChildrenValue, staticObject } from '../static/static-value.ts';
import type { Scope, StaticValue } from '../static/static-value.ts';
import { propString } from '../static/read-props.ts';
import type { ComponentCall } from './component-call.ts';
import { renderInOrigin } from '../markdown/render-value.ts';
import { RenderCode } from '../render-codes.ts';
import { substituteVariables } from '../variables/substitute-variables.ts';

/** The scope of a snippet or component body: its own names, then each prop by name, `props` and `children`. */
export function propsScope(base: Scope, call: ComponentCall): Map<string, StaticValue> {
  const scope = new Map<string, StaticValue>(base);
  const entries: [string, StaticValue][] = [...call.props];
  if (call.node.children.length > 0) entries.push(['children', new ChildrenValue(call.node.children, call.rs.origin)]);
  for (const [key, value] of entries) scope.set(key, value);
  scope.set('props', staticObject(entries));
  return scope;
}

/**
 * Expands a snippet file where it is used (`<X prop="…"/>` after `import X from '/snippets/x.mdx'`):
 * its content is rendered with the props in scope for `{prop}` and `{props.prop}`. Used inside a
 * paragraph, a one-paragraph snippet contributes just its text.
 */
export function renderSnippetFile(call: ComponentCall, path: string): ElementContent[] {
  const { rs, node } = call;
  const span = mdastSpan(node);
  if (path === rs.sink.page || rs.snippetStack.includes(path)) {
    warn(rs, span, RenderCode.snippetCycle, `<${node.name ?? ''}> includes \`${path}\`, which is already being included (${[rs.sink.page, ...rs.snippetStack, path].join(' → ')}), so it is not expanded again. Remove the cycle.`);
    return [];
  }
  const parsed = rs.loader.load(path);
  if (!parsed) {
    fail(rs, span, RenderCode.snippetMissing, `The snippet \`${path}\` does not exist. Check the file name; snippets live in the \`snippets\` folder.`);
    return [];
  }
  if (!parsed.ok) {
    for (const d of parsed.diagnostics) report(rs.sink, path, d, d.severity, d.code, d.message);
    return [];
  }
  const scope = propsScope(snippetExports(rs.modules, path, [rs.sink.page, ...rs.snippetStack]), call);
  const children = substituteVariables(rs, path, parsed.tree.children);
  const only = children.filter((c) => c.type !== 'yaml' && c.type !== 'mdxjsEsm');
  const nodes = call.inline && only.length === 1 && only[0]?.type === 'paragraph' ? only[0].children : children;
  const saved = rs.snippetStack;
  rs.snippetStack = [...saved, path];
  try {
    return renderInOrigin(rs, { file: path, scope, sizes: rs.origin.sizes }, nodes);
  } finally {
    rs.snippetStack = saved;
  }
}

/** `<Snippet file="x.mdx" />`: the older way to include a file of the `snippets` folder. */
export function renderSnippet(call: ComponentCall): ElementContent[] {
  const file = propString(call.props, 'file');
  if (!file) {
    fail(call.rs, mdastSpan(call.node), RenderCode.snippetMissing, '<Snippet> needs a `file` attribute, such as `<Snippet file="intro.mdx" />`.');
    return [];
  }
  const path = normalizePath(/^\/?snippets\//.test(file) ? file : `snippets/${file}`);
  return renderSnippetFile(call, path);
}
