import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { isTextPath } from '../file-kinds.ts';
import type { FileContent } from '../project-files.ts';

/**
 * The date of every entry. fflate writes DOS dates from the local-time fields of a Date, so a Date
 * made from local fields gives the same bytes in every time zone; 1980-01-01 is the first DOS date.
 */
const fixedDate = () => new Date(1980, 0, 1, 0, 0, 0);

const encoder = new TextEncoder();

/**
 * A deterministic zip of files: the same files give the same bytes on any machine, day or time zone.
 * Entries are sorted by path (UTF-16 code units), dated 1980-01-01 00:00, with no system or
 * permission attributes; text files (see isTextPath) are deflated, other files (mostly compressed
 * already) are stored. Strings are written as UTF-8.
 */
export function writeZip(files: Iterable<readonly [string, FileContent]>): Uint8Array {
  const chunks: Uint8Array[] = [];
  let failure: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else chunks.push(chunk);
  });
  const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [path, content] of sorted) {
    const entry = isTextPath(path) ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    entry.mtime = fixedDate();
    zip.add(entry);
    entry.push(typeof content === 'string' ? encoder.encode(content) : content, true);
  }
  zip.end();
  if (failure) throw failure;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
