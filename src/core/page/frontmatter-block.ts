import { frontmatterBounds } from './frontmatter-bounds.ts';
import type { ParsedPage } from './parse-page.ts';

/** Where a page's front matter block is, as offsets into the page text. */
export interface FrontmatterBlock {
  /** The YAML between the fences. */
  readonly value: string;
  /** Offset of the opening `---` (0, or 1 after a byte order mark). */
  readonly start: number;
  /** Offset just after the closing `---`. */
  readonly end: number;
  /** Offset of the first character of the YAML (the start of line 2). */
  readonly contentStart: number;
  /** Offset of the start of the closing `---` line. */
  readonly closeStart: number;
}

/**
 * Finds the front matter block of a page: from the parsed `yaml` node when the page parsed,
 * otherwise by scanning the text for `---` fences (so a page with broken MDX still has a title).
 */
export function findFrontmatterBlock(page: ParsedPage): FrontmatterBlock | undefined {
  const first = page.tree.children[0];
  if (first?.type === 'yaml' && first.position?.start.offset !== undefined && first.position.end.offset !== undefined) {
    const start = first.position.start.offset;
    const end = first.position.end.offset;
    const closeStart = page.lines.offsetAt({ line: first.position.end.line, column: 1 });
    return { value: first.value, start, end, contentStart: Math.min(frontmatterBounds(page.text)?.contentStart ?? closeStart, closeStart), closeStart };
  }
  if (page.ok) return undefined;
  return scanFrontmatter(page.text);
}

/** The closed front matter block at the very start of a text (see frontmatterBounds); undefined when the text has none. */
export function scanFrontmatter(text: string): FrontmatterBlock | undefined {
  const bounds = frontmatterBounds(text);
  if (!bounds?.closed) return undefined;
  const { start, contentStart, contentEnd } = bounds;
  // The value excludes the line break before the closing fence, as remark-frontmatter does.
  const value = text.slice(contentStart, contentEnd).replace(/(?:\r\n|\n|\r)$/, '');
  const end = contentEnd + (/^---[ \t]*/.exec(text.slice(contentEnd))?.[0].length ?? 3);
  return { value, start, end, contentStart, closeStart: contentEnd };
}
