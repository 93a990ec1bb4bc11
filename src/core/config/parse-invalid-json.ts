import type { ParseError } from 'jsonc-parser';
import { parseTree } from 'jsonc-parser';
import type { JsonNode } from './json-node.ts';
import type { SyntaxProblem } from './json-syntax-errors.ts';
import { syntaxProblems } from './json-syntax-errors.ts';

// Loaded on demand (the `json-syntax` resource of parse-json-text.ts): only text that JSON.parse
// rejects needs jsonc-parser and the explanations, so the worker does not load them up front.

/**
 * Parses text that is not valid JSON with jsonc-parser, which recovers what it can, and explains
 * where it breaks. Strict: comments and trailing commas are problems. Offsets are those of `text`.
 */
export function parseInvalidJson(text: string): { root: JsonNode | undefined; problems: SyntaxProblem[] } {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false }) as JsonNode | undefined;
  return { root, problems: syntaxProblems(text, errors, root) };
}
