import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { CliIo } from '../../src/cli/run-cli.ts';
import { runCli } from '../../src/cli/run-cli.ts';

/** What one CLI run printed and returned. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * A temporary folder for a test file's CLI runs, removed after its tests: `write` puts project files in
 * a folder of it, `run` runs the CLI there (`runWith` with more of CliIo) and captures its output.
 */
export function cliSandbox(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (dir: string, files: Record<string, string>): string => {
    const base = join(root, dir);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(base, path, '..'), { recursive: true });
      writeFileSync(join(base, path), content);
    }
    return base;
  };
  const runWith = async (extra: Partial<CliIo>, ...argv: string[]): Promise<CliRun> => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, { cwd: root, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), ...extra });
    return { code, stdout, stderr };
  };
  return { root, write, runWith, run: (...argv: string[]) => runWith({}, ...argv) };
}
