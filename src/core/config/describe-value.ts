import { jsonType } from './json-path.ts';

const maxShown = 60;

/** How a message quotes a value: strings in backticks (shortened), other scalars as written, containers by kind. */
export function describeValue(value: unknown): string {
  switch (jsonType(value)) {
    case 'string': {
      const s = value as string;
      return `\`${s.length > maxShown ? `${s.slice(0, maxShown - 1)}…` : s}\``;
    }
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    case 'undefined':
      return 'nothing';
    default:
      return String(value);
  }
}

const expectedNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: '`true` or `false`',
  array: 'an array',
  object: 'an object',
  null: '`null`',
};

/** How a message names an expected JSON type: `a string`, `an array`, `` `true` or `false` ``. */
export function describeExpected(type: string): string {
  return expectedNames[type] ?? type;
}
