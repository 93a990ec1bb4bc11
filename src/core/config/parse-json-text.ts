import type { ParseError } from 'jsonc-parser';
import { parseTree } from 'jsonc-parser';
import type { JsonNode } from './json-node.ts';
import { jsonNodeValue } from './json-node-value.ts';
import { scanValidJson } from './json-scan.ts';
import type { SyntaxProblem } from './json-syntax-errors.ts';
import { syntaxProblems } from './json-syntax-errors.ts';

/** A parsed JSON text: its value, its syntax problems and, on demand, its syntax tree with offsets. */
export interface ParsedJson {
  /** The parsed value; for invalid JSON, whatever could be recovered; undefined when nothing could. */
  readonly value: unknown;
  readonly syntaxProblems: readonly SyntaxProblem[];
  /** The syntax tree, built on first use. */
  root(): JsonNode | undefined;
}

/**
 * Parses strict JSON (no comments, no trailing commas). Valid text takes the fast path, JSON.parse, and
 * builds its offset tree only when something asks for a position; invalid text goes through jsonc-parser,
 * which recovers what it can and says where the text breaks. A leading byte-order mark is ignored.
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
    return { value, syntaxProblems: [], root: () => (root ??= scanValidJson(text, start)) };
  }
  const errors: ParseError[] = [];
  // The mark becomes a space so offsets stay those of the text.
  const source = start === 0 ? text : ` ${text.slice(1)}`;
  const root = parseTree(source, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false }) as JsonNode | undefined;
  return { value: root ? jsonNodeValue(root) : undefined, syntaxProblems: syntaxProblems(source, errors, root), root: () => root };
}
