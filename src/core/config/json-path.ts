/** A path into a JSON value: property names and array indexes, such as `['navigation', 0, 'pages', 2]`. */
export type JsonPath = readonly (string | number)[];

const identifier = /^[A-Za-z_$][\w$]*$/;

/** Writes a JSON path the way diagnostics show it: `navigation[0].pages[2]`, `footerSocials["hacker-news"]`. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (identifier.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** The value at a JSON path, or undefined when the path does not exist. */
export function valueAtPath(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** The JSON type of a value: `object`, `array`, `string`, `number`, `boolean` or `null` (`undefined` when absent). */
export function jsonType(value: unknown): 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'undefined' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean' || t === 'object') return t;
  return 'undefined';
}
