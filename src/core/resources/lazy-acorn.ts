import { defineResource, hasResource, useResource } from './lazy-resources.ts';

// The app's build gives remark-mdx's micromark extension this module in place of the `acorn`
// package (vite.config.ts), so acorn and acorn-jsx (about 35 KB gzipped) are fetched only when a
// page has an expression that is more than a plain literal or a comment, or an import/export:
// `cols={2}`, `title={"Setup"}` and `{/* a note */}` are read here, giving the nodes acorn gives.
// Node, tests and the CLI use the packages themselves.

/** What micromark's MDX extensions call of an acorn parser. */
export interface AcornLike {
  parse(input: string, options: AcornOptions): unknown;
  parseExpressionAt(input: string, pos: number, options: AcornOptions): unknown;
}

interface AcornOptions {
  readonly sourceType?: string;
  readonly locations?: boolean;
  readonly ranges?: boolean;
  readonly onToken?: unknown;
  readonly onComment?: unknown;
}

defineResource('acorn', () => import('./acorn-jsx-parser.ts').then((m) => m.acornJsxParser));

/** The parser micromark-extension-mdxjs gets as `Parser.extend(acornJsx())`. */
export const lazyAcorn: AcornLike = {
  parse(input, options) {
    if (!hasResource('acorn')) {
      const program = commentsOnly(input, options);
      if (program) return program;
    }
    return acorn().parse(input, options);
  },
  parseExpressionAt(input, pos, options) {
    if (!hasResource('acorn')) {
      const literal = plainLiteral(input, pos, options);
      if (literal) return literal;
    }
    return acorn().parseExpressionAt(input, pos, options);
  },
};

/** Stands for acorn's `Parser` class: `extend` gives the lazy parser (with JSX, as the real one is built). */
export const Parser = { extend: (): AcornLike => lazyAcorn };

/**
 * The loaded parser; until then the lookup is noted as missing (so the parse is not kept and is made
 * again once the parser is in) and this throws where acorn would throw a syntax error.
 */
function acorn(): AcornLike {
  const parser = useResource<AcornLike>('acorn');
  if (parser) return parser;
  // `pos` and `raisedAt` as acorn's errors have them; `missingResource` lets the page's diagnostic say what happened.
  throw Object.assign(new Error('The JavaScript parser is not loaded yet'), { pos: 0, raisedAt: 0, missingResource: 'acorn' });
}

// A literal alone, with only spaces and line endings around it: `true`, `false`, `null`, a decimal
// number without exponent or separators, a string without escapes. Anything else goes to acorn.
const LITERAL = /[ \t\r\n]*(?:(true|false|null)|((?:0|[1-9][0-9]*)(?:\.[0-9]+)?)|"([^"\\\r\n\u2028\u2029]*)"|'([^'\\\r\n\u2028\u2029]*)')[ \t\r\n]*$/y;

interface Position {
  readonly line: number;
  readonly column: number;
}

interface LiteralNode {
  readonly type: 'Literal';
  readonly start: number;
  readonly end: number;
  readonly loc?: { readonly start: Position; readonly end: Position };
  readonly value: boolean | null | number | string;
  readonly raw: string;
}

/** The node acorn's `parseExpressionAt` gives for a plain literal (same fields, same order); undefined for anything else. */
export function plainLiteral(input: string, pos: number, options: AcornOptions): LiteralNode | undefined {
  if (options.ranges || options.onToken) return undefined;
  LITERAL.lastIndex = pos;
  const match = LITERAL.exec(input);
  if (!match) return undefined;
  const [, word, number, double, single] = match;
  const raw = word ?? number ?? (double !== undefined ? `"${double}"` : `'${single ?? ''}'`);
  const start = pos + match[0].search(/[^ \t\r\n]/);
  const value = word !== undefined ? (word === 'null' ? null : word === 'true') : number !== undefined ? Number(number) : (double ?? single ?? '');
  const end = start + raw.length;
  const loc = options.locations ? { loc: { start: positionAt(input, start), end: positionAt(input, end) } } : {};
  return { type: 'Literal', start, end, ...loc, value, raw };
}

// Spaces, line endings and comments: all an expression holding only comments has.
const TRIVIA = /[ \t\r\n]+|\/\*([\s\S]*?)\*\/|\/\/([^\r\n\u2028\u2029]*)/y;

interface CommentNode {
  readonly type: 'Block' | 'Line';
  readonly value: string;
  readonly start: number;
  readonly end: number;
  readonly loc?: { readonly start: Position; readonly end: Position };
}

/**
 * The program acorn's `parse` gives for text of only spaces and comments (an empty body; the
 * comments go to `onComment` as acorn puts them there); undefined for anything else.
 */
export function commentsOnly(input: string, options: AcornOptions): object | undefined {
  if (options.ranges || options.onToken || (options.onComment !== undefined && !Array.isArray(options.onComment))) return undefined;
  const locate = (start: number, end: number) => (options.locations ? { loc: { start: positionAt(input, start), end: positionAt(input, end) } } : {});
  const comments: CommentNode[] = [];
  for (let at = 0; at < input.length; ) {
    TRIVIA.lastIndex = at;
    const match = TRIVIA.exec(input);
    if (!match) return undefined;
    const [text, block, line] = match;
    const end = at + text.length;
    if (block !== undefined || line !== undefined) comments.push({ type: block !== undefined ? 'Block' : 'Line', value: block ?? line ?? '', start: at, end, ...locate(at, end) });
    at = end;
  }
  (options.onComment as CommentNode[] | undefined)?.push(...comments);
  return { type: 'Program', start: 0, end: input.length, ...locate(0, input.length), body: [], sourceType: options.sourceType ?? 'script' };
}

/** acorn's line (from 1) and column (from 0) of an offset. */
function positionAt(input: string, offset: number): Position {
  const before = input.slice(0, offset);
  const breaks = [...before.matchAll(/\r\n?|\n|\u2028|\u2029/g)];
  const last = breaks.at(-1);
  return { line: breaks.length + 1, column: last ? offset - (last.index + last[0].length) : offset };
}
