import { isTextPath } from '../file-kinds.ts';
import type { FileContent } from '../project-files.ts';
import { commonTopFolder, entryPath } from './entry-path.ts';
import { formatBytes } from './import-limits.ts';
import { type RefusedEntry, ZipCode, ZipError } from './zip-error.ts';

/** The files of an import, ready for writeProjectFiles. */
export interface ImportedProject {
  /** Project path → content, sorted by path: text as a string, every other file as bytes. */
  readonly files: Map<string, FileContent>;
  /** The paths stored as bytes, sorted: binary by name (see isTextPath), larger than the text limit, or not UTF-8. */
  readonly binary: readonly string[];
  /** The one folder every file sat in, opened as the project root (`docs-main`); '' when there was none. */
  readonly folder: string;
}

/** What a source of an import says about one entry before its bytes are read. */
export interface ImportEntry {
  readonly name: string;
  readonly kind: 'file' | 'folder' | 'link' | 'special';
}

const problemText: Readonly<Record<RefusedEntry['problem'], string>> = {
  parent: 'goes up out of the folder with ..',
  absolute: 'is an absolute path',
  link: 'is a symbolic link',
  'not-a-file': 'is not a regular file',
  'bad-name': 'has no usable name',
  duplicate: 'repeats another entry',
};

/**
 * The project path of each file entry (folders give none), in the order given; throws one
 * `zip/unsafe-entries` naming every entry that is a link or not a file, has `..` or an absolute path,
 * or repeats a path (also a file where another entry needs a folder).
 */
export function checkEntries(entries: readonly ImportEntry[], source: string): (string | undefined)[] {
  const refused: RefusedEntry[] = [];
  const files = new Set<string>();
  const folders = new Set<string>();
  const paths = entries.map((entry): string | undefined => {
    if (entry.kind === 'link' || entry.kind === 'special') {
      refused.push({ name: entry.name, problem: entry.kind === 'link' ? 'link' : 'not-a-file' });
      return undefined;
    }
    const checked = entryPath(entry.name);
    if ('problem' in checked) {
      // Folders are made from the files' paths, so a folder entry such as `./` that names nothing is skipped.
      if (entry.kind !== 'folder' || checked.problem !== 'bad-name') refused.push({ name: entry.name, problem: checked.problem });
      return undefined;
    }
    if (entry.kind === 'folder') return undefined;
    const parents = checked.path.split('/').slice(0, -1).map((_, i, all) => all.slice(0, i + 1).join('/'));
    if (files.has(checked.path) || folders.has(checked.path) || parents.some((p) => files.has(p))) {
      refused.push({ name: entry.name, problem: 'duplicate' });
      return undefined;
    }
    files.add(checked.path);
    for (const p of parents) folders.add(p);
    return checked.path;
  });
  if (refused.length > 0) {
    const list = refused.map((r) => `${r.name} (${problemText[r.problem]})`).join(', ');
    throw new ZipError(
      ZipCode.unsafeEntries,
      `Nothing was imported: ${refused.length === 1 ? 'one entry' : `${refused.length} entries`} of this ${source} could write outside the project or ${refused.length === 1 ? 'is' : 'are'} not a plain file: ${list}. Remove ${refused.length === 1 ? 'it' : 'them'} and import again.`,
      refused.map((r) => r.name),
      { refused },
    );
  }
  return paths;
}

/** Throws `zip/too-many-entries` when a `source` holds `count` entries, more than `limit`. */
export function checkCount(count: number, limit: number, source: string): void {
  if (count <= limit) return;
  throw new ZipError(ZipCode.tooManyEntries, `This ${source} holds ${count} entries, more than the ${limit} an import takes, so nothing was imported. Import only the docs folder.`, [], { figures: { count, limit } });
}

/** Throws `zip/too-large` when `total` bytes are more than `limit`; `how` says where the figure comes from. */
export function checkTotal(total: number, limit: number, source: string, how: string): void {
  if (total <= limit) return;
  throw new ZipError(
    ZipCode.tooLarge,
    `This ${source} holds ${formatBytes(total)} of files (${how}), more than the ${formatBytes(limit)} an import may store in this browser, so nothing was imported. Import only the docs folder, or free storage by deleting workspaces you no longer need.`,
    [],
    { figures: { total, limit } },
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
// ignoreBOM keeps a byte order mark in the text, so the file is written back byte for byte.

/**
 * The project of checked files: opened at their one top folder (see commonTopFolder), text decoded
 * when its name is a text file's (isTextPath), it is at most `maxTextBytes` and valid UTF-8, every
 * other file kept as bytes.
 */
export function importedProject(files: readonly (readonly [string, Uint8Array])[], maxTextBytes: number): ImportedProject {
  const folder = commonTopFolder(files.map(([path]) => path));
  const cut = folder === '' ? 0 : folder.length + 1;
  const binary: string[] = [];
  const content = new Map<string, FileContent>();
  for (const [full, bytes] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const path = full.slice(cut);
    let text: string | undefined;
    if (isTextPath(path) && bytes.length <= maxTextBytes) {
      try {
        text = utf8.decode(bytes);
      } catch {
        text = undefined;
      }
    }
    content.set(path, text ?? bytes);
    if (text === undefined) binary.push(path);
  }
  return { files: content, binary, folder };
}
