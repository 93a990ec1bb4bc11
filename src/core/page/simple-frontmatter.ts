// Most front matter is a few `key: value` lines. Those are read here without the YAML parser
// (which is loaded on demand); anything else — lists, nesting, multi-line or special values,
// numbers, null, duplicate keys — returns undefined and goes to the YAML parser, so the result
// is always what YAML 1.2 (the `yaml` package's core schema) gives.

// The key and the rest of the line; spaces around the value are trimmed by hand (see keyLine), since
// a regular expression that does it (`:[ ]+(.*?)[ ]*$`) backtracks quadratically on a long run of spaces.
const keyStart = /^([A-Za-z_][A-Za-z0-9_-]*):/;
/** Values the core schema reads as something other than a string (null, numbers; booleans are handled). */
const nonString = [/^(?:~|[Nn]ull|NULL)$/, /^0o[0-7]+$/, /^[-+]?[0-9]+$/, /^0x[0-9a-fA-F]+$/, /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/];
const specialKey = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE|[Nn]ull|NULL|__proto__)$/;
/** Characters a plain (unquoted) YAML value cannot start with. */
const indicators = '-?:,[]{}#&*!|>\'"%@`';

/** One `key: value` line of simple front matter. */
export interface SimpleFrontmatterPair {
  readonly key: string;
  readonly value: string | boolean;
}

/**
 * Reads front matter made only of `key: value` lines whose values are plain or quoted text, or
 * `true`/`false` (plus blank and `#` comment lines); undefined for anything else.
 */
export function readSimpleFrontmatter(source: string): SimpleFrontmatterPair[] | undefined {
  const pairs: SimpleFrontmatterPair[] = [];
  const seen = new Set<string>();
  for (const rawLine of source.split('\n')) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (/^[ ]*$/.test(line) || line.startsWith('#')) continue;
    const { key, raw } = keyLine(line);
    if (key === undefined || raw === undefined || raw === '' || seen.has(key) || specialKey.test(key)) return undefined;
    const value = scalar(raw);
    if (value === undefined) return undefined;
    seen.add(key);
    pairs.push({ key, value });
  }
  return pairs;
}

/**
 * `key: value` split in linear time: the key, and the value without the spaces around it (undefined
 * when nothing follows the colon; a value must be separated from it by a space).
 */
function keyLine(line: string): { key: string | undefined; raw: string | undefined } {
  const key = keyStart.exec(line)?.[1];
  if (key === undefined) return { key, raw: undefined };
  let start = key.length + 1;
  let end = line.length;
  // As `.` in the old pattern: a line break inside the line (U+2028, U+2029, a lone CR) is left to the YAML parser.
  if (/[\r\u2028\u2029]/.test(line)) return { key: undefined, raw: undefined };
  if (start < end && line[start] !== ' ') return { key: undefined, raw: undefined };
  while (start < end && line[start] === ' ') start++;
  while (end > start && line[end - 1] === ' ') end--;
  return { key, raw: start === end ? undefined : line.slice(start, end) };
}

function scalar(raw: string): string | boolean | undefined {
  if (raw.includes('\t')) return undefined;
  const first = raw[0] ?? '';
  if (first === '"') return /^"[^"\\]*"$/.test(raw) ? raw.slice(1, -1) : undefined;
  if (first === "'") return /^'(?:[^']|'')*'$/.test(raw) ? raw.slice(1, -1).replace(/''/g, "'") : undefined;
  if (indicators.includes(first) || raw.includes(': ') || raw.includes(' #') || raw.endsWith(':')) return undefined;
  if (/^(?:[Tt]rue|TRUE)$/.test(raw)) return true;
  if (/^(?:[Ff]alse|FALSE)$/.test(raw)) return false;
  return nonString.some((re) => re.test(raw)) ? undefined : raw;
}
