import { defineResource, useResource } from '../resources/index.ts';
import type { JsonNode } from './json-node.ts';
import { jsonNodeValue } from './json-node-value.ts';
import { scanValidJson } from './json-scan.ts';
import type { SyntaxProblem } from './json-syntax-errors.ts';
import type { parseInvalidJson } from './parse-invalid-json.ts';

/** A parsed JSON text: its value, its syntax problems and, on demand, its syntax tree with offsets. */
export interface ParsedJson {
  /** The parsed value; for invalid JSON, whatever could be recovered; undefined when nothing could. */
  readonly value: unknown;
  readonly syntaxProblems: readonly SyntaxProblem[];
  /**
   * False when the text is invalid and the syntax check is not loaded yet: then the value is
   * undefined and the one problem, at the start, says only that the JSON is invalid.
   */
  readonly checked: boolean;
  /** The syntax tree, built on first use. */
  root(): JsonNode | undefined;
}

// Valid text never needs jsonc-parser and the explanations; a resource keeps them (~4.5 KB gzip) out of the worker's first load.
defineResource('json-syntax', () => import('./parse-invalid-json.ts').then((m) => m.parseInvalidJson));

/** What invalid text gives while the syntax check is not loaded (shown only if it fails to load). */
const UNCHECKED_JSON_MESSAGE = 'Invalid JSON. The check that shows where did not load; reload the page to try again.';

/**
 * Parses strict JSON (no comments, no trailing commas). Valid text takes the fast path, JSON.parse, and
 * builds its offset tree only when something asks for a position; invalid text goes through jsonc-parser
 * (the `json-syntax` resource), which recovers what it can and says where the text breaks. Until that is
 * loaded, invalid text gives no value and one problem at the start, and the lookup notes it as missing.
 * A leading byte-order mark is ignored.
 */
export function parseJsonText(text: string): ParsedJson {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let value: unknown;
  let valid = true;
  try {
    value = JSON.parse(start === 0 ? text : text.slice(start));
  } catch {
    valid = false;
  }
  if (valid) {
    let root: JsonNode | undefined;
    return { value, syntaxProblems: [], checked: true, root: () => (root ??= scanValidJson(text, start)) };
  }
  const parseInvalid = useResource<typeof parseInvalidJson>('json-syntax');
  if (!parseInvalid) {
    return { value: undefined, syntaxProblems: [{ start: 0, end: 0, message: UNCHECKED_JSON_MESSAGE }], checked: false, root: () => undefined };
  }
  // The mark becomes a space so offsets stay those of the text.
  const { root, problems } = parseInvalid(start === 0 ? text : ` ${text.slice(1)}`);
  return { value: root ? jsonNodeValue(root) : undefined, syntaxProblems: problems, checked: true, root: () => root };
}
