import type { Nodes } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LineIndex } from '../diagnostics/line-index.ts';
import { maxPageChars, maxPageCharsWithData, maxPageDepth } from '../limits.ts';
import { diagnosticAt } from './page-diagnostic.ts';
import { PageCode } from './page-codes.ts';
import { formatCount } from '../diagnostics/format-count.ts';

/**
 * The first node (in document order) nested more than `maxDepth` levels below the root, or
 * undefined. A loop with its own stack, so it is safe on the trees it exists to refuse.
 */
export function nodeDeeperThan(root: Nodes, maxDepth: number): Nodes | undefined {
  const stack: [Nodes, number][] = [[root, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > maxDepth) return node;
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i] as Nodes, depth + 1]);
  }
  return undefined;
}

/**
 * The offset of the first line whose opening run of block containers goes past `maxLevels`: each
 * `>` and list marker (`-`, `*`, `+`, `1.`, `1)`, with the space after it) counts one level, and
 * every four columns of other indentation one more. Checked before parsing, in one pass, because micromark's
 * time grows with the cube of such nesting (a list 1,000 levels deep takes half a minute), so the
 * tree's depth is known too late to help.
 */
export function deepLinePrefix(text: string, maxLevels: number): number | undefined {
  for (let start = 0; start < text.length; ) {
    let levels = 0;
    let columns = 0;
    let i = start;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32) columns++;
      else if (c === 9) columns += 4;
      else if (c === 62) {
        levels++;
        if (text.charCodeAt(i + 1) === 32) i++;
      } else if ((c === 45 || c === 42 || c === 43) && isSpace(text.charCodeAt(i + 1))) {
        levels++;
        i++;
      } else if (c >= 48 && c <= 57) {
        let j = i + 1;
        while (j - i < 9 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
        const d = text.charCodeAt(j);
        if (!((d === 46 || d === 41) && isSpace(text.charCodeAt(j + 1)))) break;
        levels++;
        i = j + 1;
      } else break;
      if (levels + Math.floor(columns / 4) > maxLevels) return start;
      i++;
    }
    const end = text.indexOf('\n', i);
    if (end < 0) break;
    start = end + 1;
  }
  return undefined;
}

const isSpace = (c: number): boolean => c === 32 || c === 9;

/**
 * The error of a page over maxPageChars (counting text, not the base64 of inline `data:` images) or
 * over maxPageCharsWithData in all, which is not parsed.
 */
export function pageTooLarge(file: string, chars: number, embedded = 0): Diagnostic {
  const count = formatCount;
  const message =
    chars > maxPageChars
      ? `This page has ${count(chars)} characters${embedded > 0 ? ` besides ${count(embedded)} of inline \`data:\` images` : ''}; a page may have at most ${count(maxPageChars)}, so it is not read. Split it into several pages.`
      : `This page has ${count(chars + embedded)} characters with its inline \`data:\` images; a page may have at most ${count(maxPageCharsWithData)}, so it is not read. Move the images into files and link them.`;
  return { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', code: PageCode.tooLarge, message };
}

/**
 * Characters of the base64 payloads of `data:…;base64,` URLs in a page (images written inline), which
 * the page size limit does not count: they are binary, parsed as one token. One pass, no regular expression.
 */
export function embeddedDataChars(text: string): number {
  let total = 0;
  // The next `;base64,` is found again only once passed, so many `data:` words far from one stay linear.
  let marker = -1;
  for (let at = text.indexOf('data:'); at >= 0; at = text.indexOf('data:', at + 5)) {
    if (marker < at) marker = text.indexOf(';base64,', at);
    if (marker < 0) break;
    // The media type and parameters are short; `;base64,` must come within them.
    if (marker - at > 200 || /[\s"'()<>]/.test(text.slice(at, marker))) continue;
    let end = marker + 8;
    while (end < text.length && isBase64(text.charCodeAt(end))) end++;
    total += end - (marker + 8);
    at = end - 5;
  }
  return total;
}

const isBase64 = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 61;

/**
 * The error of a page nested deeper than maxPageDepth, from `start` (where the first node past the
 * limit starts) to `end` (default: the end of that line) but never past the line: the node may
 * span thousands of lines.
 */
export function pageTooDeep(file: string, text: string, lines: LineIndex, start: number, end = Infinity): Diagnostic {
  const lineEnd = text.indexOf('\n', start);
  return diagnosticAt({ file, lines }, start, Math.min(end, lineEnd < 0 ? text.length : lineEnd), {
    severity: 'error',
    code: PageCode.tooDeep,
    message: `Content is nested more than ${maxPageDepth} levels deep here (components, lists or quotes inside each other), so the page is not rendered. Flatten the nesting.`,
  });
}
