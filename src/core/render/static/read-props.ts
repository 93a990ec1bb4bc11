import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { fail, mdastSpan, warn } from '../render-state.ts';
import type { RenderState } from '../render-state.ts';
import { evaluateProgram } from './evaluate.ts';
import { valueTooLarge } from './static-value-size.ts';
import { isStaticObject } from './static-value.ts';
import type { StaticValue } from './static-value.ts';
import { RenderCode } from '../render-codes.ts';

/** A JSX element of a page, flow (own block) or text (inside a paragraph). */
export type MdxJsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The attributes of an element with their values interpreted: a bare name (`required`) is `true`. */
export type Props = ReadonlyMap<string, StaticValue>;

/** Event-handler attributes (`onClick`, `onload`): never interpreted, never rendered. */
export function isEventHandler(name: string): boolean {
  return /^on/i.test(name) && name.length > 2;
}

/**
 * Interprets the attributes of a JSX element statically. An attribute whose expression needs code
 * to run is left out with a `render/unsupported-expression` warning; event handlers are left out
 * (and listed in `handlers`, when given, for the caller to report).
 */
export function readProps(rs: RenderState, node: MdxJsxElement, handlers?: string[]): Props {
  const props = new Map<string, StaticValue>();
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && isEventHandler(attribute.name)) {
      handlers?.push(attribute.name);
      continue;
    }
    if (attribute.type === 'mdxJsxAttribute') {
      const value = attribute.value;
      if (value === null || value === undefined) props.set(attribute.name, true);
      else if (typeof value === 'string') props.set(attribute.name, value);
      else {
        const result = evaluateProgram(value.data?.estree, rs.origin);
        if (result.ok) props.set(attribute.name, result.value);
        else if (result.tooLarge) fail(rs, mdastSpan(attribute) ?? mdastSpan(node), valueTooLarge.code, valueTooLarge.message);
        else warn(rs, mdastSpan(attribute) ?? mdastSpan(node), RenderCode.unsupportedExpression, `The value of \`${attribute.name}\` on <${node.name ?? ''}> needs code to run (\`{${value.value}}\`), so it is ignored. Write a literal such as \`${attribute.name}="…"\` or \`${attribute.name}={2}\`.`);
      }
    } else {
      const result = evaluateProgram(attribute.data?.estree, rs.origin);
      const spread = result.ok && result.value !== undefined ? objectOfSpread(result.value) : undefined;
      if (spread) for (const [key, v] of Object.entries(spread)) props.set(key, v);
      else warn(rs, mdastSpan(attribute) ?? mdastSpan(node), RenderCode.unsupportedExpression, `The spread \`{${attribute.value}}\` on <${node.name ?? ''}> needs code to run, so it is ignored. Write the attributes out one by one.`);
    }
  }
  return props;
}

// `{...x}` is parsed as the object expression `{...x}`: its value is the object itself.
function objectOfSpread(value: StaticValue): Record<string, StaticValue> | undefined {
  return isStaticObject(value) ? value : undefined;
}

/** A prop as text: strings as written, numbers converted; undefined for anything else. */
export function propString(props: Props, name: string): string | undefined {
  const v = props.get(name);
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return undefined;
}

/** A prop as a boolean: the bare name, `{true}`, `"true"` and `""` are true; `{false}` and `"false"` false. */
export function propBool(props: Props, name: string): boolean | undefined {
  const v = props.get(name);
  if (v === true || v === 'true' || v === '') return true;
  if (v === false || v === 'false' || v === null) return false;
  return undefined;
}

/** A prop as a finite number (`{2}` or `"2"`). */
export function propNumber(props: Props, name: string): number | undefined {
  const v = props.get(name);
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}
