import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Tests that run the CLI many times in child processes (the thread-identity builds) run the bundle
// `npm run build` makes, as an installed `quire` is: a child running the sources through tsx
// compiles them again in the process and in every build thread (about twice the CPU time of a
// bundled run). The bundle is made once per version of the sources and kept under
// node_modules/.cache, inside the repository so that it finds the packages it reads at run time
// (MiniSearch, mermaid) as the built CLI does.

const CACHE = join(process.cwd(), 'node_modules', '.cache', 'quire-test-cli');

/** SHA-256 of every file the bundle is made from: the sources, the build script and its plugin, the installed packages' lock. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync('src', { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name)),
    'scripts/build-cli.mjs',
    'scripts/vite-plugins/icon-modules.ts',
    'package-lock.json',
  ].sort();
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The path of the bundled CLI's command (quire.mjs, with its bundle quire.cjs beside it) for the current sources, bundling it first when there is none yet. */
export function bundledCli(): string {
  const folder = join(CACHE, `quire-${sourcesHash()}`);
  const file = join(folder, 'quire.mjs');
  if (existsSync(file)) return file;
  mkdirSync(CACHE, { recursive: true });
  // Made in a folder of this process's, then renamed: two test workers bundling at once each get a whole one.
  const partial = `${folder}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial);
  execFileSync(process.execPath, ['scripts/build-cli.mjs', join(partial, 'quire.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another test worker renamed its folder there first: the same sources, so the same bundle.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  // Bundles of older sources are not used again.
  for (const old of readdirSync(CACHE)) if (join(CACHE, old) !== folder && !old.includes('.partial')) rmSync(join(CACHE, old), { recursive: true, force: true });
  return file;
}
