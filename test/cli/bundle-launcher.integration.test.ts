import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/cli/build-cache.ts';
import { bundledCli } from '../setup/bundled-cli.ts';
import { cliSandbox } from './cli-sandbox.ts';

// The built command (quire.mjs) runs its bundle (quire.cjs) with V8's code cache, kept beside the
// bundle in quire.cjs.code-cache. V8 trusts a cache it is given (a damaged one crashed the process),
// so the launcher hands it only a cache of this very bundle file and runtime whose data hashes as
// written. Each test works on its own copy of the built command, inside the repository so that the
// bundle finds the packages it reads at run time.

const { write } = cliSandbox('quire-launcher-');
const folder = join(process.cwd(), 'node_modules', '.cache', `quire-test-launcher-${process.pid}`);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const project = write('site', {
  'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Launcher', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
  'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n',
});

/** A fresh copy of the built command and its bundle, without a code cache; returns the command's path. */
function copyCli(name: string): string {
  const built = bundledCli();
  const dir = join(folder, name);
  mkdirSync(dir, { recursive: true });
  for (const file of ['quire.mjs', 'quire.cjs']) copyFileSync(join(dirname(built), file), join(dir, file));
  return join(dir, 'quire.mjs');
}

/** Runs the command; its exit code and output. */
function run(cli: string, ...argv: string[]): { code: number; stdout: string } {
  try {
    return { code: 0, stdout: execFileSync(process.execPath, [cli, ...argv], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (error) {
    const failed = error as { status: number | null; stdout: string; stderr: string };
    return { code: failed.status ?? -1, stdout: `${failed.stdout}${failed.stderr}` };
  }
}

/** A code cache file, split into its stamp's fields and its data, and whether the data hashes as the stamp says. */
function readCache(file: string): { fields: string[]; sound: boolean; mtimeMs: number } {
  const bytes = readFileSync(file);
  const end = bytes.indexOf(10);
  const fields = bytes.toString('latin1', 0, end).split('\0');
  const data = bytes.subarray(end + 1);
  return { fields, sound: sha256Hex(data) === fields[4], mtimeMs: statSync(file).mtimeMs };
}

const besideBundle = (cli: string): string => cli.replace(/\.mjs$/, '.cjs.code-cache');

const checked = '✔ 0 errors, 0 warnings in 2 files\n';

describe('the built quire command keeps V8 code cache beside its bundle', () => {
  it('a check writes the cache, stamped with the bundle and the runtime; the next run uses it and leaves it as it is', () => {
    const cli = copyCli('first');
    const cache = besideBundle(cli);
    expect(run(cli, 'check', project, '--format', 'text')).toEqual({ code: 0, stdout: checked });
    const first = readCache(cache);
    expect(first.fields.slice(0, 4)).toEqual(['quire code cache', sha256Hex(readFileSync(cli.replace(/\.mjs$/, '.cjs'))), process.version, process.arch]);
    expect(first.sound).toBe(true);
    // Accepted: nothing is written again (a rejected or missing cache is rewritten when the command exits).
    utimesSync(cache, new Date(1_000_000_000_000), new Date(1_000_000_000_000));
    expect(run(cli, 'check', project, '--format', 'text')).toEqual({ code: 0, stdout: checked });
    expect(readCache(cache).mtimeMs).toBe(1_000_000_000_000);
  });

  it('a damaged cache is never given to V8: the run is the same, and the cache is written anew', () => {
    const cli = copyCli('damaged');
    const cache = besideBundle(cli);
    expect(run(cli, 'check', project, '--format', 'text').code).toBe(0);
    const bytes = readFileSync(cache);
    const start = bytes.indexOf(10) + 1;
    // Flipped bits all through V8's data (given to V8, this crashed the process with exit code 133).
    for (let at = start + 100; at < bytes.length; at += 997) bytes[at] = (bytes[at] ?? 0) ^ 0x5a;
    writeFileSync(cache, bytes);
    expect(readCache(cache).sound).toBe(false);
    expect(run(cli, 'check', project, '--format', 'text')).toEqual({ code: 0, stdout: checked });
    expect(readCache(cache).sound).toBe(true);
  });

  it('a changed bundle of the same length does not use the old cache (V8 checks only the length): it is written again with the new stamp', () => {
    const cli = copyCli('rebuilt');
    const cache = besideBundle(cli);
    expect(run(cli, 'check', project, '--format', 'text').code).toBe(0);
    const bundle = cli.replace(/\.mjs$/, '.cjs');
    const text = readFileSync(bundle, 'utf8');
    const changed = text.replace('quireVersion = "0.1.0"', 'quireVersion = "0.1.9"');
    expect([changed.length, changed === text]).toEqual([text.length, false]);
    writeFileSync(bundle, changed);
    expect(run(cli, '--version')).toEqual({ code: 0, stdout: 'quire 0.1.9\n' });
    expect(run(cli, 'check', project, '--format', 'text')).toEqual({ code: 0, stdout: checked });
    expect(readCache(cache).fields[1]).toBe(sha256Hex(Buffer.from(changed)));
    expect(readCache(cache).sound).toBe(true);
  });

  it('a build with a cache folder keeps the code cache in it, and leaves none beside the bundle', () => {
    const cli = copyCli('build');
    const cacheDir = join(folder, 'build-cache');
    expect(run(cli, 'build', project, '--out', join(folder, 'build-out'), '--cache', cacheDir, '--format', 'json').code).toBe(0);
    expect(readCache(join(cacheDir, 'code-cache', 'quire.cjs.code-cache')).sound).toBe(true);
    expect(existsSync(besideBundle(cli))).toBe(false);
  });

  it('a bundle that is not the CLI (no startQuire) fails with a message naming it, never exits 0 having done nothing', () => {
    const cli = copyCli('foreign');
    const bundle = cli.replace(/\.mjs$/, '.cjs');
    writeFileSync(bundle, 'module.exports = {};\n');
    const result = run(cli, 'check', project);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`quire: ${bundle} is not Quire's CLI bundle (it has no startQuire); reinstall Quire.`);
  });

  it('only check and build write a cache (their functions are the ones worth keeping); --version writes none', () => {
    const cli = copyCli('version');
    expect(run(cli, '--version')).toEqual({ code: 0, stdout: 'quire 0.1.0\n' });
    expect(existsSync(besideBundle(cli))).toBe(false);
  });
});
