import type { JsxAttribute } from './lint-rule.ts';

/** What an attribute's value statically is; `unknown` for expressions that only run time can tell. */
export type ValueKind = 'flag' | 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'element' | 'function' | 'unknown';

/** The kind of an attribute value and, for literals, the value itself. */
export interface AttributeValue {
  readonly kind: ValueKind;
  readonly literal?: string | number | boolean;
  /** The value as written: `"two"`, `{2}`, or empty for a bare name. */
  readonly source: string;
}

interface EsNode {
  readonly type: string;
  readonly [key: string]: unknown;
}

/**
 * Reads an attribute value without running anything: strings as written, and for `{…}` the
 * expression's estree when it is a literal, a template without placeholders, an object, an
 * array, a JSX element or a function.
 */
export function readAttributeValue(value: Extract<JsxAttribute, { type: 'mdxJsxAttribute' }>['value']): AttributeValue {
  if (value === null || value === undefined) return { kind: 'flag', source: '' };
  if (typeof value === 'string') return { kind: 'string', literal: value, source: JSON.stringify(value) };
  const source = `{${value.value}}`;
  const program = value.data?.estree as EsNode | null | undefined;
  const body = program && Array.isArray(program['body']) ? (program['body'] as EsNode[]) : [];
  const statement = body[0];
  if (body.length !== 1 || statement?.type !== 'ExpressionStatement') return { kind: 'unknown', source };
  return { ...classify(statement['expression'] as EsNode), source };
}

function classify(expression: EsNode): { kind: ValueKind; literal?: string | number | boolean } {
  switch (expression.type) {
    case 'Literal': {
      const v = expression['value'];
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return { kind: typeof v as 'string' | 'number' | 'boolean', literal: v };
      return v === null && expression['regex'] === undefined && expression['bigint'] === undefined ? { kind: 'null' } : { kind: 'unknown' };
    }
    case 'UnaryExpression': {
      const argument = expression['argument'] as EsNode;
      const operator = expression['operator'];
      if ((operator === '-' || operator === '+') && argument.type === 'Literal' && typeof argument['value'] === 'number') return { kind: 'number', literal: operator === '-' ? -argument['value'] : argument['value'] };
      return { kind: 'unknown' };
    }
    case 'TemplateLiteral': {
      const quasis = expression['quasis'] as EsNode[];
      const expressions = expression['expressions'] as unknown[];
      const cooked = (quasis[0]?.['value'] as { cooked?: string } | undefined)?.cooked;
      return expressions.length === 0 && typeof cooked === 'string' ? { kind: 'string', literal: cooked } : { kind: 'string' };
    }
    case 'ObjectExpression':
      return { kind: 'object' };
    case 'ArrayExpression':
      return { kind: 'array' };
    case 'JSXElement':
    case 'JSXFragment':
      return { kind: 'element' };
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return { kind: 'function' };
    default:
      return { kind: 'unknown' };
  }
}
