import { closestMatch } from '../diagnostics/suggest.ts';
import type { AttributeSpec, AttributeType } from '../components/component-spec.ts';
import type { AttributeValue, ValueKind } from './attribute-value.ts';

// Which value kinds each attribute type takes; `unknown` (a run-time expression) is always accepted.
const accepted: Readonly<Record<AttributeType, ReadonlySet<ValueKind>>> = {
  string: new Set(['string', 'element', 'function', 'unknown']),
  number: new Set(['number', 'string', 'unknown']),
  boolean: new Set(['flag', 'boolean', 'string', 'unknown']),
  flag: new Set(['flag', 'boolean', 'string', 'unknown']),
  'string-or-number': new Set(['string', 'number', 'element', 'unknown']),
  object: new Set(['object', 'unknown']),
  array: new Set(['array', 'unknown']),
  expression: new Set(['flag', 'string', 'number', 'boolean', 'null', 'object', 'array', 'element', 'function', 'unknown']),
};

const expectations: Readonly<Record<AttributeType, (name: string) => string>> = {
  string: (n) => `a string, such as \`${n}="…"\``,
  number: (n) => `a number, such as \`${n}={2}\``,
  boolean: (n) => `\`true\` or \`false\`: write \`${n}\` alone for true, or \`${n}={false}\``,
  flag: (n) => `a flag: write \`${n}\` alone to turn it on, or leave it out`,
  'string-or-number': (n) => `a string or a number, such as \`${n}={20}\``,
  object: (n) => `a JavaScript object in braces, such as \`${n}={{ maxWidth: 480 }}\``,
  array: (n) => `a list in braces, such as \`${n}={["…", "…"]}\``,
  expression: () => 'any value',
};

const kindWords: Readonly<Record<ValueKind, string>> = {
  flag: 'written without a value (which means `true`)',
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  null: '`null`',
  object: 'an object',
  array: 'a list',
  element: 'a JSX element',
  function: 'a function',
  unknown: 'an expression',
};

/** Why a value does not fit an attribute's spec, in a sentence that ends the message; undefined when it fits. */
export function attributeValueProblem(spec: AttributeSpec, value: AttributeValue): string | undefined {
  const kinds = accepted[spec.type];
  const shown = value.kind === 'flag' ? kindWords.flag : `\`${value.source}\``;
  if (!kinds.has(value.kind)) return `must be ${expectations[spec.type](spec.name)}, but it is ${value.kind === 'flag' ? kindWords.flag : `${kindWords[value.kind]}, ${shown}`}.`;
  if (value.kind !== 'string' || typeof value.literal !== 'string') return undefined;
  const text = value.literal;
  if (spec.type === 'number' && !/^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(text)) return `must be ${expectations.number(spec.name)}, but it is ${shown}.`;
  if ((spec.type === 'boolean' || spec.type === 'flag') && text !== 'true' && text !== 'false') return `must be ${expectations[spec.type](spec.name)}, but it is ${shown}.`;
  if (spec.values && !spec.values.includes(text)) {
    const suggestion = closestMatch(text, spec.values);
    const list = spec.values.map((v) => `\`${v}\``).join(', ');
    return `must be one of ${list}, but it is ${shown}.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`;
  }
  return undefined;
}
