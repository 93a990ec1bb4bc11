import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';
import { lineBreakOf } from '../page/page-diagnostic.ts';
import { diagnosticOffsets } from './diagnostic-offsets.ts';

// `![alt](src "title")`, or a reference image: `![alt][ref]`, `![alt][]`, `![alt]`.
const markdownImage = /!\[(?:[^\]\\]|\\.)*\](?:\((?:[^()\\\s]|\\.|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)|\[(?:[^\]\\]|\\.)*\])?/g;
const htmlImage = /<img\b(?:[^>"'{]|"[^"]*"|'[^']*'|\{[^}]*\})*>/g;

/**
 * "Wrap in <Frame>" for an image outside a `Frame` (`lint/image-outside-frame`), found by the diagnostic's range:
 * an image that is a paragraph of its own (alone on its line, or a linked image alone on its line, with no
 * text line right before or after) goes between `<Frame>` and `</Frame>` lines with the same indentation;
 * any other image is wrapped inline.
 */
export function imageFrameFixes(text: string, diagnostic: Diagnostic): Fix[] {
  const { file } = diagnostic;
  const { start, end } = diagnosticOffsets(text, diagnostic);
  const image = findImage(text, start, end);
  if (!image) return [];
  const lineStart = startOfLine(text, image.start);
  const lineEnd = endOfLine(text, image.end);
  const before = text.slice(lineStart, image.start);
  const after = text.slice(image.end, lineEnd);
  // Indentation and blockquote markers before the image repeat on the new lines.
  const prefix = /^[ \t>]*/.exec(before)?.[0] ?? '';
  let blockStart: number | undefined;
  let blockEnd = image.end;
  // A block only when the image is its paragraph: neighbouring text lines would join the paragraph.
  const alone = !joinsParagraph(previousLine(text, lineStart), true) && !joinsParagraph(nextLine(text, lineEnd), false);
  if (alone && before === prefix && after.trim() === '') {
    blockStart = image.start;
  } else if (alone) {
    // A linked image, [![alt](src)](href), alone on its line moves into the frame with its link.
    const open = /^[ \t>]*\[\s*$/.exec(before);
    const close = /^\s*\]\([^()\s]*(?:\s+"[^"]*")?\)/.exec(after);
    if (open && close && after.slice(close[0].length).trim() === '') {
      blockStart = lineStart + prefix.length;
      blockEnd = image.end + close[0].length;
    }
  }
  const title = 'Wrap in <Frame>';
  if (blockStart === undefined) {
    return [{ title, edits: [{ file, start: image.start, end: image.end, text: `<Frame>${text.slice(image.start, image.end)}</Frame>` }] }];
  }
  const br = lineBreakOf(text);
  return [{ title, edits: [{ file, start: blockStart, end: blockEnd, text: `<Frame>${br}${prefix}${text.slice(blockStart, blockEnd)}${br}${prefix}</Frame>` }] }];
}

/** The image (Markdown `![…](…)`, `![…][…]` or `<img …>`) that the range `start`..`end` covers or touches, on the lines it spans. */
function findImage(text: string, start: number, end: number): { start: number; end: number } | undefined {
  const from = startOfLine(text, start);
  const to = endOfLine(text, end);
  const slice = text.slice(from, to);
  let best: { start: number; end: number } | undefined;
  for (const re of [markdownImage, htmlImage]) {
    re.lastIndex = 0;
    for (let m = re.exec(slice); m; m = re.exec(slice)) {
      const s = from + m.index;
      const e = s + m[0].length;
      const touches = s <= end && e >= start;
      if (touches && (!best || Math.abs(s - start) < Math.abs(best.start - start))) best = { start: s, end: e };
    }
  }
  return best;
}

/**
 * Whether a neighbouring line belongs to the image's Markdown paragraph: any text line does, but not a
 * blank line, a tag (or the `/>` ending one), a heading or a fence; a list item does only before the image (lazy continuation).
 */
function joinsParagraph(line: string | undefined, isBefore: boolean): boolean {
  const t = line?.replace(/^[ \t>]*/, '') ?? '';
  if (t.trim() === '' || /^(<|\/>|\{\/\*|#{1,6}(\s|$)|`{3,}|~{3,}|(import|export)\s)/.test(t)) return false;
  return isBefore || !/^([-*+]|\d{1,9}[.)])\s/.test(t);
}

function previousLine(text: string, lineStart: number): string | undefined {
  if (lineStart === 0) return undefined;
  const end = text.charCodeAt(lineStart - 2) === 13 ? lineStart - 2 : lineStart - 1;
  return text.slice(startOfLine(text, end), end);
}

function nextLine(text: string, lineEnd: number): string | undefined {
  const next = text.indexOf('\n', lineEnd);
  if (next === -1) return undefined;
  return text.slice(next + 1, endOfLine(text, next + 1));
}

function startOfLine(text: string, o: number): number {
  return text.lastIndexOf('\n', o - 1) + 1;
}

function endOfLine(text: string, o: number): number {
  const i = text.indexOf('\n', o);
  const end = i === -1 ? text.length : i;
  return end > 0 && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
}
