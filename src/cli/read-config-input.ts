import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ProjectReadError } from './load-project.ts';

/** The name diagnostics give a config read from standard input (`quire check --config -`). */
export const stdinName = '<stdin>';

/**
 * The text of the config `quire check --config` names: the file `config` (relative to `cwd`), or
 * standard input when it is `-`, read through `stdin` (the CLI's injected I/O; without it, `-` cannot
 * be read). Throws ProjectReadError (exit 2) when the input cannot be read.
 */
export async function readConfigInput(config: string, cwd: string, stdin: (() => Promise<string>) | undefined): Promise<{ text: string; file: string }> {
  if (config === '-') {
    if (!stdin) throw new ProjectReadError('Cannot read the config from standard input here.');
    try {
      return { text: await stdin(), file: stdinName };
    } catch (error) {
      throw new ProjectReadError(`Cannot read the config from standard input: ${(error as Error).message}.`);
    }
  }
  try {
    return { text: await readFile(resolve(cwd, config), 'utf8'), file: config };
  } catch (error) {
    throw new ProjectReadError(`Cannot read the config file "${config}": ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message}.`);
  }
}
