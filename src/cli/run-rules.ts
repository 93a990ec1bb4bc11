import { constants } from 'node:fs';
import { lstat, mkdir, open, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { rulesFileMarker, rulesFilePath, rulesFileText, type RulesEditor } from '../core/index.ts';
import { ProjectReadError } from './load-project.ts';
import type { CliIo } from './run-cli.ts';

/** What `quire rules` was asked for. */
export interface RulesRequest {
  /** The project folder, relative to the working directory; default `.`. */
  readonly dir: string | undefined;
  /** The editor whose folder gets the file (`--dir`). */
  readonly editor: RulesEditor;
  /** Replace a file of that name that Quire did not write (`--force`); default false. */
  readonly force: boolean;
}

/**
 * `quire rules [DIR] [--dir .cursor]`: writes the AI writing-rules file (core's rulesFileText, the
 * bytes the playground writes) into the editor's folder of DIR, creating the folders as needed. Never
 * writes through a symbolic link, and replaces a file Quire did not write only with `--force`; both
 * throw ProjectReadError (exit 2). Resolves to 0.
 */
export async function runRules(request: RulesRequest, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, request.dir ?? '.');
  const info = await lstat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new ProjectReadError(`${root} is not a folder.`);
  let folder = root;
  for (const part of request.editor.dir.split('/')) {
    folder = join(folder, part);
    await refuseLink(folder, request.editor);
    await mkdir(folder).catch((error: unknown) => {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    });
  }
  const path = rulesFilePath(request.editor);
  const file = join(folder, request.editor.file);
  await refuseLink(file, request.editor);
  const text = rulesFileText();
  const before = await readFile(file, 'utf8').catch(() => undefined);
  if (before === text) {
    io.stdout(`${path} is up to date.\n`);
    return 0;
  }
  if (before !== undefined && !before.includes(rulesFileMarker) && !request.force) throw new ProjectReadError(`${path} exists and was not written by Quire; nothing was written. Move it away, or pass --force to replace it.`);
  // O_NOFOLLOW: a link put in its place since the check is not written through either.
  const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o644);
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
  io.stdout(`${before === undefined ? 'Wrote' : 'Regenerated'} ${path}, the ${request.editor.editor} writing rules.\n`);
  return 0;
}

/** Throws when `path` is a symbolic link: a repository's link may lead anywhere on this machine. */
async function refuseLink(path: string, editor: RulesEditor): Promise<void> {
  const info = await lstat(path).catch(() => undefined);
  if (info?.isSymbolicLink()) throw new ProjectReadError(`${path} is a symbolic link; quire rules does not write through links, so ${rulesFilePath(editor)} was not written.`);
}
