import type { EntryProblem } from './zip-error.ts';

/**
 * The project path of an entry name from an archive or a dropped folder (`docs/a.mdx`), or why it is
 * refused. Both separators count (Windows tools write `\`), so `..\evil` is as refused as `../evil`;
 * `.` and empty segments are dropped. Absolute names are refused whatever their form: `/x`, `\x`,
 * `\\server\share`, `C:\x` and the drive-relative `C:x`.
 */
export function entryPath(name: string): { readonly path: string } | { readonly problem: EntryProblem } {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return { problem: 'bad-name' };
  if (/^[\\/]/.test(name) || /^[a-z]:/i.test(name)) return { problem: 'absolute' };
  const segments = name.split(/[\\/]/).filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return { problem: 'parent' };
  if (segments.length === 0) return { problem: 'bad-name' };
  return { path: segments.join('/') };
}

/**
 * The one folder every path sits in (`repo-main` for GitHub's "Download ZIP", the picked folder's name
 * for a folder upload), which the import opens as the project root; '' when the files are not all in
 * one folder.
 */
export function commonTopFolder(paths: readonly string[]): string {
  const first = paths[0];
  const slash = first?.indexOf('/') ?? -1;
  if (first === undefined || slash < 0) return '';
  const top = first.slice(0, slash + 1);
  return paths.every((p) => p.startsWith(top)) ? top.slice(0, -1) : '';
}
