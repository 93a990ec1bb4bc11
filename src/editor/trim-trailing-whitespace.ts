import type { OffsetEdit } from '../core/index.ts';

/**
 * The deletions that trim trailing spaces and tabs from every line of a page. Exactly two trailing
 * spaces after text, followed by a non-blank line, are a Markdown hard line break and are kept.
 */
export function trimTrailingWhitespace(text: string): OffsetEdit[] {
  const edits: OffsetEdit[] = [];
  const lines: { start: number; content: string }[] = [];
  let start = 0;
  for (const m of text.matchAll(/\r\n|\n|\r/g)) {
    lines.push({ start, content: text.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  lines.push({ start, content: text.slice(start) });
  lines.forEach((line, i) => {
    const trimmed = line.content.replace(/[ \t]+$/, '');
    const trailing = line.content.length - trimmed.length;
    if (trailing === 0) return;
    const nextLine = lines[i + 1];
    const hardBreak = trimmed.trim() !== '' && line.content.endsWith('  ') && !line.content.endsWith('   ') && !/\t/.test(line.content.slice(trimmed.length)) && nextLine !== undefined && nextLine.content.trim() !== '';
    if (hardBreak) return;
    edits.push({ start: line.start + trimmed.length, end: line.start + line.content.length, text: '' });
  });
  return edits;
}
