import type { ParsedPage } from './parse-page.ts';

/** Where a page's front matter block is, as offsets into the page text. */
export interface FrontmatterBlock {
  /** The YAML between the fences. */
  readonly value: string;
  /** Offset of the opening `---` (always 0). */
  readonly start: number;
  /** Offset just after the closing `---`. */
  readonly end: number;
  /** Offset of the first character of the YAML (the start of line 2). */
  readonly contentStart: number;
  /** Offset of the start of the closing `---` line. */
  readonly closeStart: number;
}

const fence = /^---[ \t]*$/;

/**
 * Finds the front matter block of a page: from the parsed `yaml` node when the page parsed,
 * otherwise by scanning the text for `---` fences (so a page with broken MDX still has a title).
 */
export function findFrontmatterBlock(page: ParsedPage): FrontmatterBlock | undefined {
  const first = page.tree.children[0];
  if (first?.type === 'yaml' && first.position?.start.offset !== undefined && first.position.end.offset !== undefined) {
    const start = first.position.start.offset;
    const end = first.position.end.offset;
    const contentStart = lineEnd(page.text, start).next;
    const closeStart = page.lines.offsetAt({ line: first.position.end.line, column: 1 });
    return { value: first.value, start, end, contentStart: Math.min(contentStart, closeStart), closeStart };
  }
  if (page.ok) return undefined;
  return scanFrontmatter(page.text);
}

/** Finds `---` … `---` at the very start of a text; undefined when the text has no front matter. */
export function scanFrontmatter(text: string): FrontmatterBlock | undefined {
  const open = lineEnd(text, 0);
  if (!fence.test(text.slice(0, open.end))) return undefined;
  let lineStart = open.next;
  while (lineStart < text.length) {
    const line = lineEnd(text, lineStart);
    if (fence.test(text.slice(lineStart, line.end))) {
      // The value excludes the line break before the closing fence, as remark-frontmatter does.
      const valueEnd = lineStart === open.next ? lineStart : text.charCodeAt(lineStart - 2) === 13 ? lineStart - 2 : lineStart - 1;
      return { value: text.slice(open.next, valueEnd), start: 0, end: line.end, contentStart: open.next, closeStart: lineStart };
    }
    lineStart = line.next;
  }
  return undefined;
}

/** The end of the line starting at `from` (before its line break) and the start of the next line. */
function lineEnd(text: string, from: number): { end: number; next: number } {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) return { end: i, next: i + 1 };
    if (c === 13) return { end: i, next: text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1 };
  }
  return { end: text.length, next: text.length };
}
