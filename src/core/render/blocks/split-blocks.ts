import { commonPrefix, commonSuffix } from './common-affix.ts';
import { frontmatterBounds } from '../../page/frontmatter-bounds.ts';

/** One top-level block of a page: `[start, end)` offsets and its 1-based first line. */
export interface BlockSpan {
  readonly start: number;
  readonly end: number;
  readonly line: number;
}

const listMarker = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const fenceOpen = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]))*[ \t]*(`{3,}|~{3,})(.*)$/;
const fenceClose = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})[ \t]*$/;
const definition = /^[ \t]{0,3}\[[^\]\n]*\]:/;
// In Markdown an HTML element can wrap Markdown across blank lines; such pages stay one block.
const htmlRawBlock = /^[ \t]*<[a-zA-Z!/?]/m;

/**
 * Splits a page into top-level blocks that parse the same on their own as in the page: at blank
 * lines outside fences, JSX elements, expressions, ESM and front matter, before a line that starts
 * at column 0 and does not continue a list. Pages with link or footnote definitions (which act at
 * a distance) stay one block. Splitting is conservative: when unsure, blocks are joined.
 */
export function splitBlocks(text: string, mdx: boolean): BlockSpan[] {
  return spansOf(text, new Scanner(text, mdx).run());
}

/**
 * {@link splitBlocks} for a new version of a text whose previous split is known: blocks wholly
 * before the edit are kept, the text is scanned from the last of them, and scanning stops as soon
 * as it reaches a block boundary of the unchanged end of the text. The result equals
 * `splitBlocks(text, mdx)`.
 */
export function resplitBlocks(previousText: string, previous: readonly BlockSpan[], text: string, mdx: boolean): BlockSpan[] {
  if (!mdx || previous.length < 3) return splitBlocks(text, mdx);
  const prefix = commonPrefix(previousText, text);
  const suffix = commonSuffix(previousText, text, Math.min(previousText.length, text.length) - prefix);
  // Resume at the start of the block before the one holding the first change: that block and
  // its successor's first line are unchanged, so the scanner sees them as before.
  let k = 1;
  while (k + 1 < previous.length && (previous[k + 1] as BlockSpan).start <= prefix) k++;
  k--;
  if (k < 1) return splitBlocks(text, mdx);
  const resume = previous[k] as BlockSpan;
  const delta = text.length - previousText.length;
  const oldEditEnd = previousText.length - suffix;
  const kept: Split[] = previous.slice(1, k + 1).map((b) => ({ offset: b.start, line: b.line }));
  const oldStarts = new Map<number, number>();
  for (let i = k + 1; i < previous.length; i++) oldStarts.set((previous[i] as BlockSpan).start, i);
  let tail: Split[] = [];
  const scanned = new Scanner(text, mdx).scan(resume.start, resume.line, kept, true, (split) => {
    const old = split.offset - delta;
    const index = old >= oldEditEnd ? oldStarts.get(old) : undefined;
    if (index === undefined) return false;
    const lineDelta = split.line - (previous[index] as BlockSpan).line;
    tail = previous.slice(index + 1).map((b) => ({ offset: b.start + delta, line: b.line + lineDelta }));
    return true;
  });
  if (!scanned) return splitBlocks(text, mdx);
  return spansOf(text, [...scanned, ...tail]);
}

interface Split {
  readonly offset: number;
  readonly line: number;
}

function spansOf(text: string, splits: readonly Split[]): BlockSpan[] {
  const blocks: BlockSpan[] = [];
  let previous = { offset: 0, line: 1 };
  for (const s of splits) {
    blocks.push({ start: previous.offset, end: s.offset, line: previous.line });
    previous = s;
  }
  blocks.push({ start: previous.offset, end: text.length, line: previous.line });
  return blocks;
}

class Scanner {
  readonly #text: string;
  readonly #mdx: boolean;
  #fence: { char: string; length: number } | undefined;
  #depth = 0;
  /** Inside `<tag …` (until `>`), with whether it is a closing tag. */
  #tag: { closing: boolean; quote: string } | undefined;
  /** Bracket depth of JavaScript being read (an expression, attribute value or ESM). */
  #js = 0;
  #jsQuote = '';
  #jsComment = false;
  #esm = false;
  /** An inline code span crossing a line ends here: scanning resumes after it. */
  #resume = 0;

  constructor(text: string, mdx: boolean) {
    this.#text = text;
    this.#mdx = mdx;
  }

  /** The split points of the whole text (none when the page must stay one block). */
  run(): Split[] {
    const text = this.#text;
    if (!this.#mdx && htmlRawBlock.test(text)) return [];
    const splits: Split[] = [];
    let line = 1;
    const start = this.#frontMatterEnd();
    // An unclosed `---` at the start changes how the parser reads `-` lists further down: one block.
    if (start === 0 && /^---[ \t]*(\r?\n|$)/.test(text)) return [];
    if (start > 0) {
      line += countLines(text, 0, start);
      if (start < text.length && !/^---[ \t]*\r?$/.test(lineAt(text, start))) splits.push({ offset: start, line });
    }
    return this.scan(start, line, splits, start > 0) ?? [];
  }

  /**
   * Scans from `start` (line `line`), a point where no construct is open, adding split points to
   * `splits`; `atBlockStart` says a block starts there. `stop` may end the scan early at a split
   * point (when the rest is known). Undefined when the page must stay one block.
   */
  scan(start: number, line: number, splits: Split[], atBlockStart: boolean, stop?: (split: Split) => boolean): Split[] | undefined {
    const text = this.#text;
    let previousBlank = false;
    let blockStart = atBlockStart ? start : -1;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const content = text.slice(start, end).replace(/\r$/, '');
      const blank = content.trim() === '';
      if (this.#fence) {
        const close = fenceClose.exec(content);
        if (close && close[1]?.[0] === this.#fence.char && (close[1]?.length ?? 0) >= this.#fence.length) this.#fence = undefined;
      } else if (blank) {
        if (this.#esm && this.#neutralJs()) this.#esm = false;
      } else {
        if (previousBlank && this.#neutral() && splitsBefore(content) && start > 0) {
          const split = { offset: start, line };
          splits.push(split);
          blockStart = start;
          if (stop?.(split)) return splits;
        }
        if (this.#neutral() && definition.test(content)) return undefined;
        if (this.#mdx && this.#neutral() && (previousBlank || start === 0 || blockStart === start) && /^(?:import|export)[ \t]/.test(content)) this.#esm = true;
        this.#scanLine(start, end, content);
      }
      previousBlank = blank;
      start = end + 1;
      line++;
    }
    return splits;
  }

  /** The offset just after the closing `---` line of front matter at the very start, else 0. */
  #frontMatterEnd(): number {
    const bounds = frontmatterBounds(this.#text);
    return bounds?.closed ? bounds.end : 0;
  }

  #neutralJs(): boolean {
    return this.#js === 0 && this.#jsQuote === '' && !this.#jsComment;
  }

  #neutral(): boolean {
    return !this.#fence && this.#depth === 0 && !this.#tag && this.#neutralJs() && !this.#esm;
  }

  #scanLine(start: number, end: number, content: string): void {
    if (this.#esm) {
      for (let i = start; i < end; i++) i = this.#scanJs(i, end);
      return;
    }
    if (!this.#tag && this.#neutralJs()) {
      const open = fenceOpen.exec(content);
      if (open && !(open[1]?.[0] === '`' && open[2]?.includes('`'))) {
        this.#fence = { char: open[1]?.[0] ?? '`', length: open[1]?.length ?? 3 };
        return;
      }
    }
    if (!this.#mdx) return;
    const text = this.#text;
    for (let i = Math.max(start, this.#resume); i < end; i++) {
      if (this.#tag) i = this.#scanTag(i, end);
      else if (!this.#neutralJs()) i = this.#scanJs(i, end);
      else {
        const c = text[i];
        if (c === '\\') i++;
        else if (c === '`') {
          i = this.#skipCodeSpan(i);
          this.#resume = i + 1;
        }
        else if (c === '{') this.#js = 1;
        else if (c === '<' && /[A-Za-z/>]/.test(text[i + 1] ?? '')) {
          const closing = text[i + 1] === '/';
          this.#tag = { closing, quote: '' };
          if (closing) i++;
        }
      }
    }
  }

  /** Skips an inline code span starting at `i` (a run of backticks), when it closes before a blank line. */
  #skipCodeSpan(i: number): number {
    const text = this.#text;
    let n = 0;
    while (text[i + n] === '`') n++;
    const run = '`'.repeat(n);
    let from = i + n;
    for (;;) {
      const at = text.indexOf(run, from);
      if (at < 0) return i + n - 1;
      const blankBetween = /\n[ \t]*\r?\n/.test(text.slice(i, at));
      if (blankBetween) return i + n - 1;
      if (text[at + n] !== '`' && text[at - 1] !== '`') return at + n - 1;
      from = at + n;
      while (text[from] === '`') from++;
    }
  }

  #scanTag(i: number, end: number): number {
    const tag = this.#tag;
    if (!tag) return i;
    if (!this.#neutralJs()) return this.#scanJs(i, end);
    const text = this.#text;
    const c = text[i];
    if (tag.quote) {
      if (c === tag.quote) tag.quote = '';
    } else if (c === '"' || c === "'") tag.quote = c;
    else if (c === '{') this.#js = 1;
    else if (c === '/' && text[i + 1] === '>') {
      this.#tag = undefined;
      return i + 1;
    } else if (c === '>') {
      this.#tag = undefined;
      this.#depth = tag.closing ? Math.max(0, this.#depth - 1) : this.#depth + 1;
    }
    return i;
  }

  /** Reads one character of JavaScript (strings, comments, brackets) and returns the index reached. */
  #scanJs(i: number, end: number): number {
    const text = this.#text;
    const c = text[i];
    if (this.#jsComment) {
      if (c === '*' && text[i + 1] === '/') {
        this.#jsComment = false;
        return i + 1;
      }
      return i;
    }
    if (this.#jsQuote) {
      if (c === '\\') return i + 1;
      if (c === this.#jsQuote) this.#jsQuote = '';
      return i;
    }
    if (c === '/' && text[i + 1] === '/') return end;
    if (c === '/' && text[i + 1] === '*') {
      this.#jsComment = true;
      return i + 1;
    }
    if (c === '"' || c === "'" || c === '`') this.#jsQuote = c;
    else if (c === '{' || c === '(' || c === '[') this.#js++;
    else if (c === '}' || c === ')' || c === ']') this.#js = Math.max(0, this.#js - 1);
    return i;
  }
}

/** Whether a block may start with this line (after a blank line, outside any construct). */
function splitsBefore(content: string): boolean {
  const c = content[0];
  if (c === ' ' || c === '\t') return false;
  if (listMarker.test(content)) return false;
  // A later `---` block parsed alone could read as front matter.
  return !/^---[ \t]*$/.test(content);
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function lineAt(text: string, offset: number): string {
  const end = text.indexOf('\n', offset);
  return text.slice(offset, end < 0 ? text.length : end);
}
