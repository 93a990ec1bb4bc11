import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Empties the output folder (removes it and makes it again) before a build writes into it. */
export async function clearOutput(outDir: string): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
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
