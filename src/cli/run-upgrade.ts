import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { loadSiteConfig, upgradeConfig } from '../core/index.ts';
import type { CliIo } from './run-cli.ts';
import { loadProject, ProjectReadError } from './load-project.ts';

/**
 * `quire upgrade [DIR]`: rewrites the project's spec-format docs.json (or mint.json) into the current
 * format and writes it to DIR/docs.json, touching no other file; prints what it wrote and, one line
 * each, what it could not carry over. A config with errors is upgraded from its valid settings, as a
 * build reads it. Resolves to 0; a folder without a config, or with nothing readable in it, throws
 * ProjectReadError (exit 2).
 */
export async function runUpgrade(dir: string | undefined, io: CliIo): Promise<number> {
  const root = resolve(io.cwd, dir ?? '.');
  const project = await loadProject(root);
  const loaded = loadSiteConfig(project);
  if (loaded.file === undefined) throw new ProjectReadError(`No docs.json or mint.json in ${root}: nothing to upgrade.`);
  if (loaded.format === 'current') {
    io.stdout(`${loaded.file} is already in the current format; nothing to do.\n`);
    return 0;
  }
  if (loaded.config === undefined) throw new ProjectReadError(`${loaded.file} could not be read (run \`quire check\` to see why); nothing was written.`);
  const upgrade = upgradeConfig(loaded.config, parseJsonc(project.readText(loaded.file) ?? ''));
  await writeFile(join(root, 'docs.json'), upgrade.text);
  io.stdout(loaded.file === 'mint.json' ? 'Wrote docs.json in the current format from mint.json; mint.json is unchanged (delete it once docs.json is right).\n' : 'Rewrote docs.json in the current format.\n');
  if (!loaded.valid) io.stdout(`${loaded.file} has errors: only its valid settings were carried over (run \`quire check\` on the original to see them).\n`);
  if (upgrade.notCarried.length > 0) io.stdout(`Not carried over (${upgrade.notCarried.length}):\n${upgrade.notCarried.map((item) => `  ${item.path}: ${item.reason}\n`).join('')}`);
  return 0;
}
