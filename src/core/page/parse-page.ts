import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { maxPageChars, maxPageCharsWithData, maxPageDepth } from '../limits.ts';
import { trackResources } from '../resources/index.ts';
import { LruCache } from '../lru-cache.ts';
import { cacheSlot } from '../session/session-caches.ts';
import { explainMdxError } from './explain-mdx-error.ts';
import { applyHeadingIds, markHeadingIds } from './heading-ids.ts';
import { applyVariablePlaceholders, markVariablePlaceholders } from './variable-placeholders.ts';
import { type CappedBlock, type InlineMarkupCaps, capInlineMarkup, restoreInlineMarkup } from './inline-markup-cap.ts';
import { diagnosticAt } from './page-diagnostic.ts';
import { deepLinePrefix, embeddedDataChars, nodeDeeperThan, pageTooDeep, pageTooLarge } from './page-limits.ts';
import { loadedMathSyntax } from './lazy-math-syntax.ts';
import type { MarkdownSyntax } from './markdown-syntax.ts';
import { pageParser } from './page-syntax.ts';
import { PageCode } from './page-codes.ts';
import { isMarkdownPage } from '../project/page-files.ts';
import { formatCount } from '../diagnostics/format-count.ts';

/** A page parsed to mdast (with MDX and front matter nodes); `ok` is false when the MDX did not parse. */
export interface ParsedPage {
  readonly file: string;
  readonly text: string;
  readonly ok: boolean;
  /** The mdast tree; an empty root when the page did not parse. */
  readonly tree: Root;
  readonly lines: LineIndex;
  readonly diagnostics: Diagnostic[];
  /**
   * Set when the page was parsed before a resource it needed loaded (in the app: the HTML entity
   * table, so `&copy;` is kept as written, or the JavaScript parser, so an expression fails): a
   * result not to keep, since the host parses again once the resource is in.
   */
  readonly provisional?: true;
}

// Built on first use, not at import: modules that only need types or the registry (the editor)
// must not pay for building the parsers, and bundlers can drop them where they are never called.
// Pages with a `$` are read with the math syntax too (see lazy-math-syntax.ts): four parsers.
type Parser = (text: string) => Root;
const parsers: { mdx?: Parser; md?: Parser; mdxMath?: Parser; mdMath?: Parser } = {};

const makeParser = (mdx: boolean, math: MarkdownSyntax | undefined): Parser => pageParser(mdx, math);

/** The parser of a page: MDX or Markdown, with the math syntax when the text has a `$` (and it is loaded). */
function parserFor(markdown: boolean, text: string): Parser {
  const math = text.includes('$') ? loadedMathSyntax() : undefined;
  if (markdown) return math ? (parsers.mdMath ??= makeParser(false, math())) : (parsers.md ??= makeParser(false, undefined));
  return math ? (parsers.mdxMath ??= makeParser(true, math())) : (parsers.mdx ??= makeParser(true, undefined));
}

/** Characters of page text whose parses a session keeps. */
const parseMemoBudget = 8_000_000;

/** A session's last parse of each page file, while its text is the same (see ParsePageOptions.memo). */
export const parseMemo = cacheSlot('parses', () => new LruCache<string, ParsedPage>(parseMemoBudget, (_, page) => page.text.length));

/** Options of parsePage. */
export interface ParsePageOptions {
  /** The caps on inline markup (default: maxInlineMarkupPerBlock and maxInlineMarkupPerPage); a parse with other caps is not remembered. */
  readonly inlineMarkupCaps?: InlineMarkupCaps;
  /**
   * The last parse of each file (a session's, see parseMemo): checking and rendering a page
   * then parse it once, not twice, parsing being most of the cost of both. Callers treat the tree as
   * read-only. Default: nothing is remembered.
   */
  readonly memo?: LruCache<string, ParsedPage>;
}

/**
 * Parses one page; `.md` files are parsed as plain Markdown (plus GFM), everything else as MDX.
 * The same file with the same text returns the same (read-only) result.
 * @param options default: the documented limits.
 */
export function parsePage(file: string, text: string, options: ParsePageOptions = {}): ParsedPage {
  if (options.inlineMarkupCaps) return trackResources(() => parseUncached(file, text, options.inlineMarkupCaps)).result;
  const memo = options.memo;
  const cached = memo?.get(file);
  if (cached && cached.text === text) return { ...cached, diagnostics: [...cached.diagnostics] };
  const { result: page, missing } = trackResources(() => parseUncached(file, text));
  if (missing.length > 0) return { ...page, provisional: true };
  memo?.set(file, page);
  return page;
}

function parseUncached(file: string, text: string, caps?: InlineMarkupCaps): ParsedPage {
  const lines = new LineIndex(text);
  const failed = (diagnostic: Diagnostic, ...more: Diagnostic[]): ParsedPage => ({ file, text, ok: false, tree: { type: 'root', children: [] }, lines, diagnostics: [diagnostic, ...more] });
  if (text.length > maxPageChars) {
    // Only text counts toward the limit: a page that embeds screenshots as `data:` URLs is long but valid.
    const embedded = text.length > maxPageCharsWithData ? 0 : embeddedDataChars(text);
    if (text.length > maxPageCharsWithData || text.length - embedded > maxPageChars) return failed(pageTooLarge(file, text.length - embedded, embedded));
  }
  const deepLine = deepLinePrefix(text, maxPageDepth);
  if (deepLine !== undefined) return failed(pageTooDeep(file, text, lines, deepLine));
  const markdown = isMarkdownPage(file);
  const parse = parserFor(markdown, text);
  // Markup past the caps is read as text, so no paragraph costs micromark more than linear time.
  // `## Title {#id}` is read in Markdown pages too: the platform takes the suffix as the anchor in both.
  const headingIds = markHeadingIds(text);
  const variables = markVariablePlaceholders(headingIds.text);
  const capped = capInlineMarkup(variables.text, !markdown, caps);
  const warnings = capped.capped.map((block) => tooMuchMarkup({ file, lines }, text, block));
  try {
    const tree = parse(capped.text);
    restoreInlineMarkup(tree, capped.restore);
    applyHeadingIds(tree, headingIds.restore);
    applyVariablePlaceholders(tree, variables, lines);
    const deep = nodeDeeperThan(tree, maxPageDepth);
    if (deep) return failed(pageTooDeep(file, text, lines, deep.position?.start.offset ?? 0, deep.position?.end.offset), ...warnings);
    return { file, text, ok: true, tree, lines, diagnostics: warnings };
  } catch (error) {
    return failed(mdxSyntaxDiagnostic(file, text, lines, error), ...warnings);
  }
}

const markupNames: Record<CappedBlock['kind'], string> = {
  delimiters: '`*`, `_` and `~` runs (emphasis, strong, strikethrough)',
  brackets: '`[` and `]` (links, images, footnotes)',
  backticks: 'backtick runs (inline code)',
  autolinks: '`www.` and `://` (bare links)',
};

/** The warning of a block whose markup of one kind went past a cap, on the block's first line. */
function tooMuchMarkup(page: Pick<ParsedPage, 'file' | 'lines'>, text: string, block: CappedBlock): Diagnostic {
  const count = formatCount;
  const lineEnd = text.indexOf('\n', block.start);
  const where =
    block.cap === 'block'
      ? `This block has ${count(block.count)} ${markupNames[block.kind]}; a block may have at most ${count(block.limit)}`
      : block.cap === 'page'
        ? `This page has more than ${count(block.limit)} ${markupNames[block.kind]}`
        : `The ${markupNames[block.kind]} of this page are followed by more than ${count(block.limit)} characters up to the next space`;
  return diagnosticAt(page, block.start, Math.min(block.end, lineEnd < 0 ? text.length : lineEnd), {
    severity: 'warning',
    code: PageCode.tooMuchMarkup,
    message: `${where}, so the rest of them here are shown as written, not as formatting: reading that many takes time that grows with the square of their number. Split the block or remove markup.`,
    data: { kind: block.kind, count: block.count, limit: block.limit, cap: block.cap },
  });
}

interface PointLike {
  readonly line?: number;
  readonly column?: number;
  readonly offset?: number;
}

interface ParseErrorLike {
  readonly reason?: string;
  readonly message?: string;
  readonly line?: number;
  readonly column?: number;
  readonly place?: PointLike & { readonly start?: PointLike; readonly end?: PointLike };
  /** `missingResource`: set by a stand-in for a part loaded on demand (the app's acorn) that was not loaded. */
  readonly cause?: { readonly message?: string; readonly missingResource?: string };
}

/**
 * Turns a micromark/remark-mdx error into a diagnostic in plain language. An unclosed tag is
 * reported on the opening tag (the parser only names it in its message); other errors on the
 * place the parser gives.
 */
function mdxSyntaxDiagnostic(file: string, text: string, lines: LineIndex, error: unknown): Diagnostic {
  const e = (error ?? {}) as ParseErrorLike;
  const reason = String(e.reason ?? e.message ?? error);
  const cause = typeof e.cause?.message === 'string' ? e.cause.message : undefined;
  const [start, end] = errorRange(e, reason, text, lines);
  const range = lines.rangeOf(start, end);
  // Shown only when the part failed to load (the app parses again once it is in): the text is not at fault.
  const missing = e.cause?.missingResource;
  return {
    file,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
    severity: 'error',
    code: missing === undefined ? 'page/mdx-syntax' : PageCode.parserNotLoaded,
    message:
      missing === undefined
        ? `MDX syntax error: ${explainMdxError(reason, cause)}`
        : `This JavaScript in \`{…}\` or \`import\`/\`export\` line could not be read: the part of Quire that reads it (${missing}) did not load. Reload the page to try again.`,
  };
}

/** The offsets an MDX error covers. */
function errorRange(e: ParseErrorLike, reason: string, text: string, lines: LineIndex): [number, number] {
  const unclosed = /^Expected a closing tag for `<[^>]*>` \((\d+):(\d+)-(\d+):(\d+)\)/.exec(reason);
  if (unclosed) {
    const [, l1, c1, l2, c2] = unclosed.map(Number) as [number, number, number, number, number];
    return [lines.offsetAt({ line: l1, column: c1 }), lines.offsetAt({ line: l2, column: c2 })];
  }
  const place = e.place;
  const start = place?.start ?? place;
  const startOffset = offsetOf(start, lines) ?? offsetOf({ line: e.line ?? 1, column: e.column ?? 1 }, lines) ?? 0;
  const endOffset = offsetOf(place?.end, lines);
  if (endOffset !== undefined && endOffset > startOffset) return [startOffset, endOffset];
  // A point: cover one character unless it is a line break or the end of the page.
  const c = text.charCodeAt(startOffset);
  return [startOffset, startOffset < text.length && c !== 10 && c !== 13 ? startOffset + 1 : startOffset];
}

function offsetOf(point: PointLike | undefined, lines: LineIndex): number | undefined {
  if (!point) return undefined;
  if (typeof point.offset === 'number') return point.offset;
  if (typeof point.line === 'number' && typeof point.column === 'number') return lines.offsetAt({ line: point.line, column: point.column });
  return undefined;
}
