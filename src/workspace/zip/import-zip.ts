import { checkEntries, checkTotal, type ImportedProject, importedProject } from './imported-project.ts';
import { formatBytes, type ImportLimits, importLimits, ratioFloor } from './import-limits.ts';
import { inflateEntry } from './inflate-entry.ts';
import { readZipDirectory } from './read-zip-directory.ts';
import { ZipCode, ZipError } from './zip-error.ts';

/** macOS's Archive Utility adds resource forks under this folder; they are not part of the project. */
const macMetadata = /^__MACOSX(\/|$)/;

/**
 * Reads a `.zip` into the files of a new workspace, or refuses it whole before anything is written
 * (every refusal is a ZipError with a code and the entries concerned):
 * - `zip/unsafe-entries`: one error naming every entry with `..`, an absolute path, a link or a
 *   device, or repeating a path;
 * - `zip/unsupported`: encrypted entries or a compression other than stored and deflate;
 * - `zip/too-large`, `zip/ratio-too-high`, `zip/too-many-entries`: a zip bomb by its declared sizes,
 *   refused before inflating anything;
 * - `zip/size-mismatch`: an entry that inflates past what it declares, stopped at once (the running
 *   count, not the header, bounds what is held; see inflateEntry);
 * - `zip/invalid`: not a zip, or a damaged one.
 * Entries under `__MACOSX/` are skipped. Files all in one folder (GitHub's "Download ZIP") are opened
 * at that folder.
 * @param limits see ImportLimits; pass `maxTotalBytes: importLimit(await navigator.storage.estimate())`
 */
export function importZip(archive: Uint8Array, limits: ImportLimits = {}): ImportedProject {
  const { maxTotalBytes, maxRatio, maxEntries, maxTextBytes } = importLimits(limits);
  const entries = readZipDirectory(archive, maxEntries).filter((e) => !macMetadata.test(e.name));
  const paths = checkEntries(entries, 'zip');
  const files = entries.flatMap((entry, i) => {
    const path = paths[i];
    return path === undefined ? [] : [{ entry, path }];
  });
  const unsupported = files.filter(({ entry }) => entry.encrypted || (entry.method !== 0 && entry.method !== 8)).map(({ entry }) => entry.name);
  if (unsupported.length > 0) {
    throw new ZipError(ZipCode.unsupported, `Nothing was imported: ${unsupported.join(', ')} ${unsupported.length === 1 ? 'is' : 'are'} encrypted or compressed in a way browsers cannot read. Zip the folder again without a password, with standard (deflate) compression.`, unsupported);
  }
  checkTotal(
    files.reduce((sum, { entry }) => sum + entry.size, 0),
    maxTotalBytes,
    'zip',
    'as the archive declares them',
  );
  const bombs = files.filter(({ entry }) => entry.size > ratioFloor && entry.size > maxRatio * entry.compressedSize).map(({ entry }) => entry);
  if (bombs.length > 0) {
    const worst = Math.max(...bombs.map((e) => Math.round(e.size / Math.max(1, e.compressedSize))));
    throw new ZipError(
      ZipCode.ratio,
      `Nothing was imported: ${bombs.map((e) => `${e.name} (${formatBytes(e.compressedSize)} that would inflate to ${formatBytes(e.size)})`).join(', ')} ${bombs.length === 1 ? 'is' : 'are'} compressed far beyond what real files allow, the mark of a zip bomb. Import the project's files from their source instead.`,
      bombs.map((e) => e.name),
      { figures: { ratio: worst, limit: maxRatio } },
    );
  }
  // Each entry stops at its declared size, and the declared sizes fit the limit, so the bytes held never pass it.
  return importedProject(
    files.map(({ entry, path }) => [path, inflateEntry(archive, entry)] as const),
    maxTextBytes,
  );
}
