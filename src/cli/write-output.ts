import { closeSync, copyFileSync, linkSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { mkdir, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { QuireError } from '../core/index.ts';
import { CliCode } from './cli-codes.ts';
import { quireVersion } from './version.ts';

/** The file every build writes into its output folder, so a later build knows the folder is its own to empty. */
export const outputMarker = '.quire-build';

/** Error with a stable code, thrown when an output folder is not Quire's to empty. */
export class OutputFolderError extends QuireError {
  constructor(message: string) {
    super(CliCode.unsafeOut, message);
  }
}

/** Options of clearOutput. */
export interface ClearOutputOptions {
  /** The project folder, which the output folder must neither be nor contain. */
  readonly root: string;
  /** The output folder as the user named it, for messages; default `outDir`. */
  readonly name?: string;
  /** Empty a non-empty folder that no build wrote (default false: refuse it). */
  readonly force?: boolean;
  /** Told the entries a forced clear is about to delete, before anything is deleted. */
  readonly onForce?: (entries: readonly string[]) => void;
}

/** The real path of `path`, or of its nearest existing parent with the rest appended (symbolic links resolved). */
async function realPathOf(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(await realPathOf(parent), basename(path));
  }
}

/**
 * Empties the output folder before a build writes into it, and marks it as a build's with
 * {@link outputMarker}. Never deletes what Quire did not write: an output folder that is the project
 * or contains it is refused, and so is a non-empty folder without the marker of an earlier build,
 * unless `force` (then `onForce` hears what will go first). A missing folder is made.
 */
export async function clearOutput(outDir: string, options: ClearOutputOptions): Promise<void> {
  const [out, root] = await Promise.all([realPathOf(resolve(outDir)), realPathOf(resolve(options.root))]);
  const name = options.name ?? outDir;
  if (out === root) throw new OutputFolderError(`--out ${name} is the project folder itself; a build empties its output folder, so it would delete the project. Choose another folder, such as ${join(name, 'site')}.`);
  const up = relative(out, root);
  if (up !== '' && up !== '..' && !up.startsWith(`..${sep}`)) throw new OutputFolderError(`--out ${name} contains the project folder (${up}); a build empties its output folder, so it would delete the project. Choose a folder outside it or inside the project.`);
  let entries: string[];
  try {
    entries = await readdir(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') throw new OutputFolderError(`--out ${name} cannot be used as the output folder: ${code === 'ENOTDIR' ? 'it is a file' : (error as Error).message}.`);
    entries = [];
  }
  entries.sort();
  if (entries.length > 0 && !entries.includes(outputMarker)) {
    if (!options.force) {
      const some = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
      throw new OutputFolderError(`--out ${name} is not empty (${some}) and no earlier quire build wrote it (it has no ${outputMarker} file), so it was left alone. Choose a new or empty folder, or pass --force to delete what is in it.`);
    }
    options.onForce?.(entries);
  }
  await Promise.all(entries.map((entry) => rm(join(outDir, entry), { recursive: true, force: true })));
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, outputMarker), `${JSON.stringify({ generator: 'quire', version: quireVersion })}\n`);
}

/**
 * Writes files under a folder from a build thread, as soon as each is rendered. `made` holds the
 * folders this thread already made, so each is made once.
 */
export class OutputWriter {
  readonly #outDir: string;
  readonly #made = new Set<string>();

  constructor(outDir: string) {
    this.#outDir = outDir;
    this.#made.add(outDir);
  }

  /** Writes one output file (`guides/a.html`). */
  write(path: string, content: string | Uint8Array): void {
    writeFileSync(this.#target(path), content);
  }

  /**
   * Puts a file another folder keeps (a build cache's page) at an output path as a hard link: a
   * cached rebuild then writes no page's bytes, most of its cost (0.8 s of CPU for 100 MB of pages
   * on ext4), and the output reads the same. Where no link can be made (another file system, one
   * without links) it writes `bytes`, the file's content.
   */
  place(path: string, file: string, bytes: Uint8Array): void {
    const target = this.#target(path);
    try {
      linkSync(file, target);
    } catch {
      writeFileSync(target, bytes);
    }
  }

  /** Writes one output file from its text in chunks, so the whole text is never one string (the search index of a large site). */
  writeChunks(path: string, chunks: Iterable<string>): void {
    const fd = openSync(this.#target(path), 'w');
    try {
      for (const chunk of chunks) writeSync(fd, chunk);
    } finally {
      closeSync(fd);
    }
  }

  /** Copies an output file already written to another output path (`intro.html` → `index.html`). */
  copy(from: string, to: string): void {
    copyFileSync(join(this.#outDir, from), this.#target(to));
  }

  #target(path: string): string {
    const target = join(this.#outDir, path);
    const folder = dirname(target);
    if (!this.#made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.#made.add(folder);
    }
    return target;
  }
}

/** Writes files below `outDir`: each folder is made once, then the files are written a batch at a time. */
export async function writeOutputs(outDir: string, files: ReadonlyMap<string, string | Uint8Array>): Promise<void> {
  const folders = new Set<string>([outDir]);
  for (const path of files.keys()) folders.add(dirname(join(outDir, path)));
  // Parents before children, so each mkdir makes one level.
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  const entries = [...files];
  const batch = 32;
  for (let i = 0; i < entries.length; i += batch) {
    await Promise.all(entries.slice(i, i + batch).map(([path, content]) => writeFile(join(outDir, path), content)));
  }
}

/** Reads back a text file a build thread wrote below `outDir` (see SiteExportPlan.publishedFile), or undefined when it is not there. */
export function readWrittenFile(outDir: string, path: string): string | undefined {
  try {
    return readFileSync(join(outDir, path), 'utf8');
  } catch {
    return undefined;
  }
}
