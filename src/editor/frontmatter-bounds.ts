/** Where a page's YAML front matter sits: the text between the `---` lines. */
export interface FrontmatterBounds {
  /** Offset of the opening `---`. */
  readonly start: number;
  /** Offset of the first character after the opening `---` line. */
  readonly contentStart: number;
  /** Offset of the closing `---` line, or the end of the text when the block is not closed yet. */
  readonly contentEnd: number;
  /** Offset just after the closing `---` line (after its line break), or the end of the text. */
  readonly end: number;
  readonly closed: boolean;
}

/** Finds the front matter block at the top of a page (after an optional BOM), or undefined when the page has none. */
export function frontmatterBounds(text: string): FrontmatterBounds | undefined {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const open = /^---[ \t]*(\r\n|\n|\r|$)/.exec(text.slice(start, start + 64));
  if (!open) return undefined;
  const contentStart = start + open[0].length;
  const closing = /^---[ \t]*(\r\n|\n|\r|$)/gm;
  closing.lastIndex = contentStart;
  for (let m = closing.exec(text); m; m = closing.exec(text)) {
    // `^` with the m flag also matches after a lone \r; make sure the match starts a line.
    if (m.index < contentStart) continue;
    return { start, contentStart, contentEnd: m.index, end: m.index + m[0].length, closed: true };
  }
  return { start, contentStart, contentEnd: text.length, end: text.length, closed: false };
}
