import { closeSync, copyFileSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
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

/** Options of startClearOutput. */
export interface ClearOutputOptions {
  /** The project folder, which the output folder must neither be nor contain. */
  readonly root: string;
  /** The output folder as the user named it, for messages; default `outDir`. */
  readonly name?: string;
  /** Empty a non-empty folder that no build wrote (default false: refuse it). */
  readonly force?: boolean;
  /** Told the entries a forced clear is about to delete, before anything is deleted. */
  readonly onForce?: (entries: readonly string[]) => void;
  /**
   * Keep the files of the earlier build that wrote the folder (default false: empty it): its writers
   * then replace only what changed and pruneOutput deletes what the build no longer writes (see
   * OutputWriter's `keep`). Anything that is not a file or a folder (a symbolic link) goes all the same.
   */
  readonly keep?: boolean;
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
 * Starts emptying the output folder before a build writes into it, and marking it as a build's with
 * {@link outputMarker}. Never deletes what Quire did not write: an output folder that is the project
 * or contains it is refused, and so is a non-empty folder without the marker of an earlier build,
 * unless `force` (then `onForce` hears what will go first). A missing folder is made.
 *
 * Resolves once the folder is known to be Quire's to empty (rejecting, before anything is deleted,
 * when it is not), with `emptied`: the deletion and the new marker, under way. The caller reads the
 * project and plans the build meanwhile and waits for `emptied` before anything is written:
 * deleting an earlier build's thousands of files took a fifth of a second in which the main thread
 * had nothing else to do.
 */
export async function startClearOutput(outDir: string, options: ClearOutputOptions): Promise<{ readonly emptied: Promise<void> }> {
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
  const empty = async () => {
    // A folder of a build's is kept on request; one no build wrote is emptied all the same (--force).
    if (options.keep && entries.includes(outputMarker)) removeOddEntries(outDir);
    else await Promise.all(entries.map((entry) => rm(join(outDir, entry), { recursive: true, force: true })));
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, outputMarker), `${JSON.stringify({ generator: 'quire', version: quireVersion })}\n`);
  };
  const emptied = empty();
  // Observed by whoever awaits it; until then a failure must not end the process as unhandled.
  emptied.catch(() => undefined);
  return { emptied };
}

/** Deletes every entry below `dir` that is neither a file nor a folder (a symbolic link, say), so a kept folder is written through nothing. */
function removeOddEntries(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removeOddEntries(path);
    else if (!entry.isFile()) rmSync(path, { force: true });
  }
}

/**
 * Deletes what a build into a kept folder (see ClearOutputOptions.keep) did not write: every file
 * not in `outputs` (paths relative to `outDir`) but the marker, and every folder that holds none of
 * them. The folder then holds what a build into an emptied one would.
 */
export function pruneOutput(outDir: string, outputs: Iterable<string>): void {
  const keep = new Set([outputMarker, ...outputs]);
  const folders = new Set<string>();
  for (const path of keep) for (let at = dirname(path); at !== '.' && !folders.has(at); at = dirname(at)) folders.add(at);
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${prefix}${entry.name}`;
      const full = join(dir, entry.name);
      if (entry.isDirectory() && folders.has(path)) walk(full, `${path}/`);
      else if (entry.isDirectory() || !keep.has(path)) rmSync(full, { recursive: true, force: true });
    }
  };
  walk(outDir, '');
}

/** Options of OutputWriter. */
export interface OutputWriterOptions {
  /**
   * The folder holds an earlier build's files (see ClearOutputOptions.keep): a file that already
   * holds the bytes to write is left as it is, and any other is deleted before it is written, never
   * written through (it may be a link to a build cache's file). Default false: the folder was emptied.
   */
  readonly keep?: boolean;
}

/**
 * Writes files under a folder from a build thread, as soon as each is rendered. `made` holds the
 * folders this thread already made, so each is made once.
 */
export class OutputWriter {
  readonly #outDir: string;
  readonly #keep: boolean;
  readonly #made = new Set<string>();

  constructor(outDir: string, options: OutputWriterOptions = {}) {
    this.#outDir = outDir;
    this.#keep = options.keep ?? false;
    this.#made.add(outDir);
  }

  /** Writes one output file (`guides/a.html`). */
  write(path: string, content: string | Uint8Array): void {
    const target = this.#target(path);
    // Creating a file costs far more than reading one back (0.7 ms against 0.03 on ext4 under load):
    // a rebuild's unchanged `.md` files and pages stay as they are.
    if (this.#keep && this.#holds(target, content)) return;
    writeFileSync(target, content);
  }

  /** Whether `target` is a file holding exactly `content`; when not, whatever is there is deleted (see OutputWriterOptions.keep). */
  #holds(target: string, content: string | Uint8Array): boolean {
    const info = lstatSync(target, { throwIfNoEntry: false });
    if (!info) return false;
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    if (info.isFile() && info.size === bytes.length && readFileSync(target).equals(bytes)) return true;
    rmSync(target, { recursive: true, force: true });
    return false;
  }

  /**
   * Puts a file another folder keeps (a build cache's page) at an output path as a hard link: a
   * cached rebuild then writes no page's bytes, most of its cost (0.8 s of CPU for 100 MB of pages
   * on ext4), and the output reads the same. Where no link can be made (another file system, one
   * without links) it writes `bytes`, the file's content.
   */
  place(path: string, file: string, bytes: Uint8Array): void {
    const target = this.#target(path);
    if (this.#keep) {
      const info = lstatSync(target, { throwIfNoEntry: false });
      if (info) {
        // Linked by an earlier build: the same file, whose bytes the cache has just checked.
        const kept = statSync(file, { throwIfNoEntry: false });
        if (info.isFile() && kept && info.ino === kept.ino && info.dev === kept.dev) return;
        rmSync(target, { recursive: true, force: true });
      }
    }
    try {
      linkSync(file, target);
    } catch {
      writeFileSync(target, bytes);
    }
  }

  /** Writes one output file from its text in chunks, so the whole text is never one string (the search index of a large site). */
  writeChunks(path: string, chunks: Iterable<string>): void {
    const target = this.#target(path);
    if (this.#keep) rmSync(target, { recursive: true, force: true });
    const fd = openSync(target, 'w');
    try {
      for (const chunk of chunks) writeSync(fd, chunk);
    } finally {
      closeSync(fd);
    }
  }

  /** Copies an output file already written to another output path (`intro.html` → `index.html`). */
  copy(from: string, to: string): void {
    if (this.#keep) this.write(to, readFileSync(join(this.#outDir, from)));
    else copyFileSync(join(this.#outDir, from), this.#target(to));
  }

  #target(path: string): string {
    const target = join(this.#outDir, path);
    const folder = dirname(target);
    if (!this.#made.has(folder)) {
      try {
        mkdirSync(folder, { recursive: true });
      } catch (error) {
        if (!this.#keep) throw error;
        // A file of the earlier build where this build has a folder.
        for (let at = folder; at !== this.#outDir && dirname(at) !== at; at = dirname(at)) if (lstatSync(at, { throwIfNoEntry: false })?.isFile()) rmSync(at, { force: true });
        mkdirSync(folder, { recursive: true });
      }
      this.#made.add(folder);
    }
    return target;
  }
}

/** Writes files below `outDir`: each folder is made once, then the files are written a batch at a time; with `keep`, as OutputWriter's `keep` does. */
export async function writeOutputs(outDir: string, files: ReadonlyMap<string, string | Uint8Array>, options: OutputWriterOptions = {}): Promise<void> {
  if (options.keep) {
    const writer = new OutputWriter(outDir, options);
    for (const [path, content] of files) writer.write(path, content);
    return;
  }
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
