import type { ParseError } from 'jsonc-parser';
import type { JsonNode } from './json-node.ts';

/** A JSON syntax problem with offsets and, when the repair is obvious, a replacement. */
export interface SyntaxProblem {
  readonly start: number;
  readonly end: number;
  readonly message: string;
  readonly fix?: { readonly title: string; readonly start: number; readonly end: number; readonly text: string };
}

// jsonc-parser's ParseErrorCode is an ambient const enum, which isolatedModules cannot read.
const enum Code {
  InvalidSymbol = 1,
  InvalidNumberFormat = 2,
  PropertyNameExpected = 3,
  ValueExpected = 4,
  ColonExpected = 5,
  CommaExpected = 6,
  CloseBraceExpected = 7,
  CloseBracketExpected = 8,
  EndOfFileExpected = 9,
  InvalidCommentToken = 10,
  UnexpectedEndOfComment = 11,
  UnexpectedEndOfString = 12,
  UnexpectedEndOfNumber = 13,
  InvalidUnicode = 14,
  InvalidEscapeCharacter = 15,
  InvalidCharacter = 16,
}

const plain: Record<number, string> = {
  [Code.InvalidNumberFormat]: 'Invalid number',
  [Code.PropertyNameExpected]: 'Expected a property name in double quotes',
  [Code.ValueExpected]: 'Expected a value: a string in double quotes, a number, true, false, null, an object or an array',
  [Code.ColonExpected]: 'Expected a colon (`:`) after the property name',
  [Code.CloseBraceExpected]: 'Expected `}` to close the object',
  [Code.CloseBracketExpected]: 'Expected `]` to close the array',
  [Code.EndOfFileExpected]: 'Unexpected text after the end of the JSON object',
  [Code.UnexpectedEndOfComment]: 'Unterminated comment; comments are not allowed in docs.json anyway',
  [Code.UnexpectedEndOfString]: 'Unterminated string: add the closing `"` (a string cannot span lines; write `\\n` for a line break)',
  [Code.UnexpectedEndOfNumber]: 'Unterminated number',
  [Code.InvalidUnicode]: 'Invalid unicode escape: write `\\u` followed by 4 hex digits',
  [Code.InvalidEscapeCharacter]: 'Invalid escape sequence in a string: write `\\\\` for a backslash',
  [Code.InvalidCharacter]: 'Control characters must be escaped in strings (write `\\n` for a line break, `\\t` for a tab)',
};

/**
 * Turns jsonc-parser's parse errors into plain problems. Errors that follow another on the same line are
 * dropped: they are almost always the parser recovering from the first one.
 */
export function syntaxProblems(text: string, errors: readonly ParseError[], root: JsonNode | undefined): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  let lastLineEnd = -1;
  for (const error of errors) {
    if (error.offset <= lastLineEnd) continue;
    const problem = describe(text, error, root);
    problems.push(problem);
    const newline = text.indexOf('\n', Math.max(error.offset, problem.start));
    lastLineEnd = newline === -1 ? text.length : newline;
  }
  return problems;
}

function describe(text: string, error: ParseError, root: JsonNode | undefined): SyntaxProblem {
  const start = error.offset;
  const end = error.offset + error.length;
  const code = error.error as number;
  if (code === Code.PropertyNameExpected || code === Code.ValueExpected) {
    const close = text[start];
    const comma = previousSignificant(text, start);
    if ((close === '}' || close === ']') && text[comma] === ',') {
      return {
        start: comma,
        end: comma + 1,
        message: `Trailing comma before \`${close}\`: docs.json is strict JSON, remove the comma`,
        fix: { title: 'Remove the trailing comma', start: comma, end: comma + 1, text: '' },
      };
    }
    if (start >= text.trimEnd().length && code === Code.ValueExpected && text.trim() === '') {
      return { start, end, message: 'docs.json is empty: it must contain a JSON object with at least `name` and `navigation`' };
    }
  }
  switch (code) {
    case Code.CommaExpected: {
      const container = containerAt(root, start);
      const char = text[start];
      if (char === '}' || char === ']') {
        const close = container === 'array' ? '`]` closes this array' : '`}` closes this object';
        return { start, end, message: `Unexpected \`${char}\`: ${close}` };
      }
      return { start, end, message: container === 'array' ? 'Expected a comma between array items' : 'Expected a comma between properties' };
    }
    case Code.InvalidCommentToken:
      return { start, end, message: 'Comments are not allowed: docs.json is strict JSON', fix: { title: 'Remove the comment', start, end, text: '' } };
    case Code.InvalidSymbol:
      if (root && start >= root.offset + root.length) return { start, end, message: plain[Code.EndOfFileExpected] ?? '' };
      return { start, end, message: invalidSymbol(text.slice(start, end)) };
    default:
      return { start, end, message: plain[code] ?? 'Invalid JSON' };
  }
}

function invalidSymbol(symbol: string): string {
  if (symbol.startsWith("'")) return 'Use double quotes (`"`) for strings and property names';
  if (/^[A-Za-z_$][\w$-]*$/.test(symbol)) return `Unexpected \`${symbol}\`: property names and strings need double quotes, and the only bare words are true, false and null`;
  return `Unexpected character \`${symbol}\``;
}

/** The offset of the last character before `offset` that is not whitespace. */
function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text.charAt(i))) i--;
  return i;
}

/** Whether the innermost object or array around `offset` is an array. */
function containerAt(root: JsonNode | undefined, offset: number): 'object' | 'array' | undefined {
  let found: 'object' | 'array' | undefined;
  let node = root;
  while (node && (node.type === 'object' || node.type === 'array' || node.type === 'property')) {
    if (node.type !== 'property') found = node.type;
    node = node.children?.find((child) => child.offset <= offset && offset <= child.offset + child.length && child.type !== 'string');
  }
  return found;
}
