import { maxInlineMarkupPerBlock, maxInlineMarkupPerPage, maxPageChars } from '../limits.ts';

/**
 * The kinds of inline markup whose cost in micromark grows with the square of their number in one
 * paragraph: every closing `*`/`_`/`~` run and every `]` walks back over the paragraph's earlier
 * tokens (resolveAllAttention, the strikethrough resolver, the footnote call's look-back), every
 * backtick run looks ahead for a run of its length, and every `www.` reads the domain after it.
 */
export type InlineMarkupKind = 'delimiters' | 'brackets' | 'backticks' | 'autolinks';

/** How much of one kind of inline markup a page may have (default: core/limits.ts). */
export interface InlineMarkupCaps {
  /** Runs of one kind in one block (a paragraph, heading or table row). */
  readonly perBlock: number;
  /** Runs of one kind in the whole page. */
  readonly perPage: number;
  /** Characters read after the `www.` and `://` of a page, up to the next space or `<` each (default: maxPageChars). */
  readonly autolinkScan?: number;
}

/** A block where some markup of one kind was past its cap and is kept as written. */
export interface CappedBlock {
  readonly kind: InlineMarkupKind;
  /** Offsets of the block's text. */
  readonly start: number;
  readonly end: number;
  /** Runs of this kind the block has. */
  readonly count: number;
  /** Which cap was reached: the block's, the page's, or (autolinks) the characters they read. */
  readonly cap: 'block' | 'page' | 'scan';
  readonly limit: number;
}

/** The text micromark reads, and how to read the tree it makes back into the page's characters. */
export interface CappedText {
  /** The page with each run past a cap replaced, character for character, by a stand-in. */
  readonly text: string;
  readonly capped: readonly CappedBlock[];
  /** Stand-in → the character it replaced; empty when nothing was replaced. */
  readonly restore: ReadonlyMap<string, string>;
}

const kinds: readonly InlineMarkupKind[] = ['delimiters', 'brackets', 'backticks', 'autolinks'];

// Stand-ins are punctuation or symbols, as every character they replace is, so the runs around
// them flank the same way; micromark reads them as plain text, one character for one, so every
// offset in the tree is still an offset in the page. The first are tried from Supplemental
// Punctuation (U+2E00…), which pages rarely use, then the rest of the BMP from U+00A1.
const standInFirst = 0x2e00;
const candidateLow = 0xa1;
const candidateHigh = 0xfffe;

/**
 * Replaces the inline markup past the caps (per block and per page, for each kind) by stand-ins
 * micromark reads as text, so parsing a page costs time in proportion to its length. Blocks are
 * split at blank lines, headings, bullet items and table rows; fenced code is skipped. A split it
 * cannot be sure of is not made: a block here is never smaller than the paragraph micromark sees.
 * In MDX, `import`/`export` blocks are left alone (JavaScript reads them); a `{…}` expression is
 * not, since what looks like one may be text to micromark (inside a code span), and a block past
 * a cap may then fail to parse at a stand-in in an expression.
 * @param caps default: maxInlineMarkupPerBlock and maxInlineMarkupPerPage (core/limits.ts).
 */
export function capInlineMarkup(text: string, mdx: boolean, caps: InlineMarkupCaps = { perBlock: maxInlineMarkupPerBlock, perPage: maxInlineMarkupPerPage }): CappedText {
  const blocks = splitBlocks(text, mdx);
  const pageCounts: Record<InlineMarkupKind, number> = { delimiters: 0, brackets: 0, backticks: 0, autolinks: 0 };
  const capped: CappedBlock[] = [];
  const replace: [number, string][] = [];
  const scanBudget = caps.autolinkScan ?? maxPageChars;
  const scanned: Record<InlineMarkupKind, number> = { delimiters: 0, brackets: 0, backticks: 0, autolinks: 0 };
  for (const [start, end] of blocks) {
    const runs = markupRuns(text, start, end);
    const code = codeSpanOpenings(text, start, end);
    for (const kind of kinds) {
      const list = kind === 'backticks' ? code.openings : runs[kind];
      // Each bare link reads on to the next space (a long `www.a_www.a_…` is read again from each),
      // and each opening backtick run on to the next run as long (or the end of the block).
      // And while a `[` is open, each word looks back to it for a bare email address.
      const reads = kind === 'autolinks' ? autolinkReads(text, list, end) : kind === 'backticks' ? code.reads : kind === 'brackets' ? bracketReads(text, list, end) : undefined;
      let allowed = Math.min(caps.perBlock, Math.max(0, caps.perPage - pageCounts[kind]));
      let cap: CappedBlock['cap'] = allowed < caps.perBlock ? 'page' : 'block';
      for (let i = 0; reads && i < Math.min(allowed, list.length); i++) {
        if (scanned[kind] + (reads[i] as number) > scanBudget) {
          allowed = i;
          cap = 'scan';
          break;
        }
        scanned[kind] += reads[i] as number;
      }
      pageCounts[kind] += Math.min(list.length, allowed);
      if (list.length <= allowed) continue;
      capped.push({ kind, start, end, count: list.length, cap, limit: cap === 'scan' ? scanBudget : cap === 'page' ? caps.perPage : caps.perBlock });
      // Past the cut every backtick of the block is text: a closing run left alone would open a span.
      const cut = (list[allowed] as [number, number])[0];
      // Past the cut no `[` is left open either, so no word after it looks back.
      const past = kind === 'backticks' ? code.runs.filter(([from]) => from >= cut) : kind === 'brackets' ? [...openBrackets(text, list, allowed), ...list.slice(allowed)] : list.slice(allowed);
      for (const [from, to] of past) for (let at = from; at < to; at++) replace.push([at, text[at] as string]);
    }
  }
  if (replace.length === 0) return { text, capped, restore: new Map() };
  const standIns = pickStandIns(text, new Set(replace.map(([, c]) => c)));
  const chars = text.split('');
  for (const [at, c] of replace) chars[at] = standIns.get(c) as string;
  return { text: chars.join(''), capped, restore: new Map([...standIns].map(([c, s]) => [s, c])) };
}

/** For each run, the characters from it to the next space, line break or `<` (or `end`), in one pass. */
function autolinkReads(text: string, runs: readonly [number, number][], end: number): number[] {
  const reads: number[] = [];
  let stop = -1;
  for (const [from] of runs) {
    if (stop < from) {
      stop = from;
      while (stop < end && !/[\s<]/.test(text[stop] as string)) stop++;
    }
    reads.push(stop - from);
  }
  return reads;
}

/**
 * For each bracket, what the words after it (up to the next bracket) cost while a `[` is open:
 * micromark's bare email address check walks back from each word to the innermost open `[`.
 */
function bracketReads(text: string, brackets: readonly [number, number][], end: number): number[] {
  const reads: number[] = [];
  const open: number[] = [];
  brackets.forEach(([at], b) => {
    if (text.charCodeAt(at) === 91) open.push(at);
    else open.pop();
    const innermost = open[open.length - 1];
    let cost = 0;
    if (innermost !== undefined) {
      const until = b + 1 < brackets.length ? (brackets[b + 1] as [number, number])[0] : end;
      for (let i = at + 1; i < until; i++) if (isWordChar(text.charCodeAt(i)) && !isWordChar(text.charCodeAt(i - 1))) cost += i - innermost;
    }
    reads.push(cost);
  });
  return reads;
}

/** The `[` still open before the bracket at index `k`. */
function openBrackets(text: string, brackets: readonly [number, number][], k: number): [number, number][] {
  const open: [number, number][] = [];
  for (let b = 0; b < k; b++) {
    const bracket = brackets[b] as [number, number];
    if (text.charCodeAt(bracket[0]) === 91) open.push(bracket);
    else open.pop();
  }
  return open;
}

const isWordChar = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * A stand-in for each character: Unicode punctuation or symbols outside ASCII that the page does
 * not use. A page using more than six thousand of them gets the first ones anyway: its own
 * characters of that kind then read as the markup they stand for, which costs nothing.
 */
function pickStandIns(text: string, originals: ReadonlySet<string>): Map<string, string> {
  const used = new Uint8Array(0x10000);
  for (let i = 0; i < text.length; i++) used[text.charCodeAt(i)] = 1;
  const map = new Map<string, string>();
  const span = candidateHigh - candidateLow;
  let k = 0;
  for (const c of [...originals].sort()) {
    for (; k < span; k++) {
      const code = candidateLow + ((standInFirst - candidateLow + k) % span);
      if (used[code] !== 1 && (code < 0xd800 || code > 0xdfff) && /[\p{P}\p{S}]/u.test(String.fromCharCode(code))) break;
    }
    map.set(c, String.fromCharCode(k < span ? candidateLow + ((standInFirst - candidateLow + k++) % span) : standInFirst + map.size));
  }
  return map;
}

/**
 * The backtick runs that open a code span as micromark tries them (a `\\` escapes one backtick),
 * with how far each reads (to the next run as long, where the span closes, or the end of the
 * block), and every backtick run of the block as written (a span's content has no escapes).
 */
function codeSpanOpenings(text: string, start: number, end: number): { openings: [number, number][]; reads: number[]; runs: [number, number][] } {
  const runs: [number, number][] = [];
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i) !== 96) continue;
    let j = i + 1;
    while (j < end && text.charCodeAt(j) === 96) j++;
    runs.push([i, j]);
    i = j;
  }
  // For each run, the index of the next run as long (one pass from the end).
  const nextSame: number[] = new Array<number>(runs.length).fill(-1);
  const lastOf = new Map<number, number>();
  const byLength = new Map<number, number[]>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const [from, to] = runs[r] as [number, number];
    nextSame[r] = lastOf.get(to - from) ?? -1;
    lastOf.set(to - from, r);
  }
  runs.forEach(([from, to], r) => {
    const list = byLength.get(to - from);
    if (list) list.push(r);
    else byLength.set(to - from, [r]);
  });
  const openings: [number, number][] = [];
  const reads: number[] = [];
  let r = 0;
  for (let i = start; i < end && r < runs.length; ) {
    const [from, to] = runs[r] as [number, number];
    if (from < i) {
      r++;
      continue;
    }
    // A backslash just before the run escapes its first backtick: the rest opens.
    const escaped = from > start && text.charCodeAt(from - 1) === 92 && !isEscaped(text, from - 1, start);
    const open = escaped ? from + 1 : from;
    if (open === to) {
      r++;
      i = to;
      continue;
    }
    openings.push([open, to]);
    const length = to - open;
    const close = escaped ? firstFrom(byLength.get(length) ?? [], r + 1) : (nextSame[r] as number);
    if (close < 0) {
      reads.push(end - open);
      r++;
      i = to;
    } else {
      reads.push((runs[close] as [number, number])[0] - open);
      i = (runs[close] as [number, number])[1];
      r = close + 1;
    }
  }
  return { openings, reads, runs };
}

/** The first of the ascending `indices` at or after `r`, or -1 (a binary search). */
function firstFrom(indices: readonly number[], r: number): number {
  let lo = 0;
  let hi = indices.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((indices[mid] as number) < r) lo = mid + 1;
    else hi = mid;
  }
  return lo < indices.length ? (indices[lo] as number) : -1;
}

/** Whether the character at `at` is escaped by an odd number of backslashes before it. */
function isEscaped(text: string, at: number, start: number): boolean {
  let n = 0;
  for (let k = at - 1; k >= start && text.charCodeAt(k) === 92; k--) n++;
  return n % 2 === 1;
}

// Only a fence at the start of a line, outside any container, is skipped: elsewhere the end of a
// list item or quote may end it where this scan cannot tell, and a block counted too long only
// warns, while one counted too short would let micromark's quadratic time back in.
const fence = /^(`{3,}|~{3,})(.*)$/;
const fenceEnd = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const blank = /^[ \t>]*$/;
const heading = /^[ \t>]*#{1,6}(?:[ \t]|$)/;
// A bullet item may interrupt a paragraph; past three columns of indentation the line may be a
// paragraph's continuation instead, so it does not split.
const bullet = /^(?:[ \t]*>)*[ ]{0,3}[-*+][ \t]+\S/;
const delimiterRow = /^[ \t>]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const containerPrefix = /^[ \t>]*/;

/** The cells of a table row: its unescaped `|`, less those at its ends, plus one. */
function cellCount(line: string): number {
  const row = line.slice(containerPrefix.exec(line)?.[0].length ?? 0).trim();
  let pipes = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\') i++;
    else if (row[i] === '|') pipes++;
  }
  if (row.startsWith('|')) pipes--;
  if (row.length > 1 && row.endsWith('|') && !row.endsWith('\\|')) pipes--;
  return pipes + 1;
}

/**
 * The blocks of a page as offset pairs, fenced code and MDX `import`/`export` left out. A block
 * ends at a blank line, a heading, a fence, and before a bullet item; a table's rows are a block
 * each while each row starts with `|` under the same containers as its header, which began a block.
 */
function splitBlocks(text: string, mdx: boolean): [number, number][] {
  const blocks: [number, number][] = [];
  let blockStart = -1;
  /** Whether the open block began after a blank line, heading, fence or import (where a table may begin). */
  let clearStart = true;
  let fenceMark: string | undefined;
  /** While in a table's rows: their container prefix. */
  let tablePrefix: string | undefined;
  // In MDX, an `import`/`export` block is JavaScript as far as the next blank line.
  let esm = false;
  const close = (at: number) => {
    // A block ends before the line break that ends its last line.
    let end = at;
    if (end > blockStart && text.charCodeAt(end - 1) === 10) end--;
    if (end > blockStart && text.charCodeAt(end - 1) === 13) end--;
    if (blockStart >= 0 && end > blockStart) blocks.push([blockStart, end]);
    blockStart = -1;
  };
  for (let start = 0; start < text.length; ) {
    const nl = text.indexOf('\n', start);
    let end = nl < 0 ? text.length : nl;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    const line = text.slice(start, end);
    const next = nl < 0 ? text.length : nl + 1;
    if (esm) {
      if (blank.test(line)) esm = false;
      start = next;
      continue;
    }
    if (fenceMark !== undefined) {
      const m = fenceEnd.exec(line);
      if (m?.[1] && m[1][0] === fenceMark[0] && m[1].length >= fenceMark.length) fenceMark = undefined;
      start = next;
      continue;
    }
    if (tablePrefix !== undefined) {
      const prefix = containerPrefix.exec(line)?.[0] ?? '';
      if (prefix === tablePrefix && line.charCodeAt(prefix.length) === 124 /* | */) {
        blocks.push([start, end]);
        start = next;
        continue;
      }
      tablePrefix = undefined;
    }
    const opened = fence.exec(line);
    if (opened?.[1] && !(opened[1][0] === '`' && opened[2]?.includes('`'))) {
      close(start);
      clearStart = true;
      fenceMark = opened[1];
    } else if (blank.test(line)) {
      close(start);
      clearStart = true;
    } else if (mdx && blockStart < 0 && /^(?:import|export) /.test(line)) {
      esm = true;
      clearStart = true;
    } else if (heading.test(line)) {
      close(start);
      blocks.push([start, end]);
      clearStart = true;
    } else if (blockStart >= 0 && clearStart && start === lineEndOf(text, blockStart) + 1 && line.includes('|') && delimiterRow.test(line) && isTableHeader(text.slice(blockStart, start - 1), line)) {
      // The block's one line is a table's header row: micromark reads each cell of each row apart.
      close(start);
      tablePrefix = containerPrefix.exec(line)?.[0] ?? '';
      clearStart = true;
    } else if (bullet.test(line)) {
      close(start);
      blockStart = start;
      clearStart = false;
    } else if (blockStart < 0) blockStart = start;
    start = next;
  }
  close(text.length);
  return blocks;
}

/** Whether `header` and the delimiter row `row` open a table: the same containers and as many cells. */
function isTableHeader(header: string, row: string): boolean {
  const prefix = (line: string) => containerPrefix.exec(line)?.[0] ?? '';
  const head = header.replace(/\r$/, '');
  return prefix(head) === prefix(row) && cellCount(head) === cellCount(row);
}

function lineEndOf(text: string, start: number): number {
  const nl = text.indexOf('\n', start);
  return nl < 0 ? text.length : nl;
}

/** The markup runs of each kind between two offsets, as offset pairs, in order. */
function markupRuns(text: string, start: number, end: number): Record<InlineMarkupKind, [number, number][]> {
  const runs: Record<InlineMarkupKind, [number, number][]> = { delimiters: [], brackets: [], backticks: [], autolinks: [] };
  for (let i = start; i < end; ) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) {
      i += 2;
    } else if (c === 42 || c === 95 || c === 126) {
      let j = i + 1;
      while (j < end && text.charCodeAt(j) === c) j++;
      runs.delimiters.push([i, j]);
      i = j;
    } else if (c === 91 || c === 93) {
      runs.brackets.push([i, i + 1]);
      i++;
    } else if ((c === 119 || c === 87) && /^www\./i.test(text.slice(i, i + 4))) {
      runs.autolinks.push([i + 3, i + 4]);
      i += 4;
    } else if (c === 58 && text.startsWith('//', i + 1)) {
      runs.autolinks.push([i, i + 1]);
      i += 3;
    } else i++;
  }
  return runs;
}


/**
 * Puts the page's own characters back where stand-ins were read, in every text, URL and attribute
 * of the tree (positions and `data` aside), so markup past a cap reads as written.
 */
export function restoreInlineMarkup(tree: object, restore: ReadonlyMap<string, string>): void {
  if (restore.size === 0) return;
  const pattern = new RegExp(`[${[...restore.keys()].join('')}]`, 'g');
  const swap = (s: string) => s.replace(pattern, (c) => restore.get(c) ?? c);
  const stack: object[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key === 'position' || key === 'data') continue;
      const value = record[key];
      if (typeof value === 'string') record[key] = swap(value);
      else if (value && typeof value === 'object') stack.push(value);
    }
  }
}
