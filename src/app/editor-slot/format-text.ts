import { applyEdits, format } from 'jsonc-parser';
import { hasPageExtension } from '../../core/index.ts';

/**
 * Formats a file the way Ctrl+S does: JSON files are re-indented with two spaces (comments and
 * key order kept, nothing when the JSON does not parse); other text files lose trailing spaces
 * (except Markdown's two-space hard line breaks) and end with one newline.
 */
export function formatText(path: string, text: string): string {
  if (/\.jsonc?$/i.test(path)) {
    const edits = format(text, undefined, { tabSize: 2, insertSpaces: true, eol: '\n' });
    const out = applyEdits(text, edits);
    return out.endsWith('\n') ? out : `${out}\n`;
  }
  const markdown = hasPageExtension(path);
  const trimmed = text
    .split('\n')
    .map((line) => (markdown && /\S {2}$/.test(line) ? line.replace(/ {3,}$/, '  ') : line.replace(/[ \t]+$/, '')))
    .join('\n');
  return trimmed.replace(/\n*$/, '\n');
}
