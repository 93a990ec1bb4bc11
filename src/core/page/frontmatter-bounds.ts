/** Where a page's YAML front matter sits: the text between the `---` lines, as offsets. */
export interface FrontmatterBounds {
  /** Offset of the opening `---` (1 after a byte order mark, else 0). */
  readonly start: number;
  /** Offset of the first character after the opening `---` line. */
  readonly contentStart: number;
  /** Offset of the start of the closing `---` line, or the end of the text when the block is not closed. */
  readonly contentEnd: number;
  /** Offset just after the closing `---` line (after its line break), or the end of the text. */
  readonly end: number;
  readonly closed: boolean;
}

const fence = /^---[ \t]*$/;

/**
 * Finds the front matter block at the very top of a page (after an optional byte order mark): a `---`
 * line, then everything up to the next `---` line (lines end at LF, CR LF or a lone CR). Undefined
 * when the page does not start with `---`; `closed` is false while the closing line is missing.
 */
export function frontmatterBounds(text: string): FrontmatterBounds | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const open = lineAt(text, start);
  if (!fence.test(text.slice(start, open.end))) return undefined;
  for (let lineStart = open.next; lineStart < text.length; ) {
    const line = lineAt(text, lineStart);
    if (fence.test(text.slice(lineStart, line.end))) return { start, contentStart: open.next, contentEnd: lineStart, end: line.next, closed: true };
    lineStart = line.next;
  }
  return { start, contentStart: open.next, contentEnd: text.length, end: text.length, closed: false };
}

/** The end of the line starting at `from` (before its line break) and the start of the next line. */
function lineAt(text: string, from: number): { end: number; next: number } {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return { end: i, next: i + 1 };
    if (c === 13) return { end: i, next: text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1 };
  }
  return { end: text.length, next: text.length };
}
