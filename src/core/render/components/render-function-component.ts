import type { ElementContent } from 'hast';
import type { Expression, Pattern } from 'estree-jsx';
import { renderValue } from '../markdown/render-value.ts';
import { fail, mdastSpan, warn } from '../render-state.ts';
import { evaluateExpression } from '../static/evaluate.ts';
import { valueTooLarge } from '../static/static-value-size.ts';
import { isStaticObject, staticObject } from '../static/static-value.ts';
import type { FunctionComponent, StaticValue } from '../static/static-value.ts';
import type { ComponentCall } from './component-call.ts';
import { propsScope } from './render-snippet.ts';
import { renderRuntimeOnly } from './render-runtime-only.ts';
import { RenderCode } from '../render-codes.ts';

/**
 * Renders `<X …/>` where `export const X = ({ title }) => <div>{title}</div>` (or a function that only
 * returns JSX): the body is interpreted with the props bound to the parameters, never run.
 */
export function renderFunctionComponent(call: ComponentCall, component: FunctionComponent): ElementContent[] {
  const { rs, node } = call;
  const name = node.name ?? '';
  if (rs.snippetStack.includes(`<${name}>`)) {
    warn(rs, mdastSpan(node), RenderCode.snippetCycle, `<${name}> renders itself, so it is not expanded again.`);
    return [];
  }
  const fn = component.node;
  const body = fn.body.type === 'BlockStatement' ? returnedExpression(fn.body.body) : fn.body;
  const scope = propsScope(component.origin.scope, call);
  const propsObject = scope.get('props') ?? staticObject();
  const param = fn.params[0];
  if (param && !bindParam(param, propsObject, scope, component.origin.sizes)) return unsupported(call, param);
  if (!body) return unsupported(call, fn.body);
  const value = evaluateExpression(body, { file: component.origin.file, scope, sizes: component.origin.sizes });
  if (!value.ok && value.tooLarge) {
    fail(call.rs, mdastSpan(call.node), valueTooLarge.code, valueTooLarge.message);
    return [];
  }
  if (!value.ok) return unsupported(call, value.node);
  const saved = rs.snippetStack;
  rs.snippetStack = [...saved, `<${name}>`];
  try {
    return renderValue(rs, value.value, call.inline, mdastSpan(node));
  } finally {
    rs.snippetStack = saved;
  }
}

function returnedExpression(statements: readonly { type: string }[]): Expression | undefined {
  const last = statements[statements.length - 1] as { type: string; argument?: Expression | null } | undefined;
  return statements.length === 1 && last?.type === 'ReturnStatement' && last.argument ? last.argument : undefined;
}

/** Binds `({ a, b = 1, ...rest })` or `(props)` to the props; false for other parameter shapes. */
function bindParam(param: Pattern, props: StaticValue, scope: Map<string, StaticValue>, sizes: WeakMap<object, number>): boolean {
  if (param.type === 'Identifier') {
    scope.set(param.name, props);
    return true;
  }
  if (param.type !== 'ObjectPattern' || !isStaticObject(props)) return false;
  const used = new Set<string>();
  for (const p of param.properties) {
    if (p.type === 'RestElement') {
      if (p.argument.type !== 'Identifier') return false;
      scope.set(p.argument.name, staticObject(Object.entries(props).filter(([k]) => !used.has(k))));
      continue;
    }
    if (p.computed || p.key.type !== 'Identifier') return false;
    const key = p.key.name;
    used.add(key);
    const given = Object.hasOwn(props, key) ? props[key] : undefined;
    if (p.value.type === 'Identifier') scope.set(p.value.name, given);
    else if (p.value.type === 'AssignmentPattern' && p.value.left.type === 'Identifier') {
      const fallback = given === undefined ? evaluateExpression(p.value.right, { file: '', scope, sizes }) : undefined;
      if (fallback && !fallback.ok) return false;
      scope.set(p.value.left.name, given ?? fallback?.value);
    } else return false;
  }
  return true;
}

// Reported where the component is used: the definition may be in another file.
function unsupported(call: ComponentCall, _at: unknown): ElementContent[] {
  warn(call.rs, mdastSpan(call.node), RenderCode.unsupportedExpression, `<${call.node.name ?? ''}> is defined by code that the preview cannot interpret (a hook, a statement before \`return\`, a computed value), so the preview shows a box where the published site renders it. To preview it, write it as \`({ a, b }) => <jsx/>\` using only its props and literals.`);
  return renderRuntimeOnly(call);
}
