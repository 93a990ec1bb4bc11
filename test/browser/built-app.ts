import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// One production build of the app for every browser test file (and the benchmark) of a run, and
// across runs while the sources stay the same: the build is keyed by a hash of everything that goes
// into it, and test files running at once wait for the one that builds (a lock folder holding the
// builder's process id, so a lock left by a killed run is taken over).

const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'quire-test-app');
const inputs = ['src', 'scripts', 'public', 'index.html', 'validate', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

async function listFiles(path: string, out: string[]): Promise<void> {
  if (!existsSync(path)) return;
  const entries = await readdir(path, { withFileTypes: true }).catch(() => undefined);
  if (entries === undefined) {
    out.push(path);
    return;
  }
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await listFiles(child, out);
    else out.push(child);
  }
}

/** A hash of every file the app's build reads from the repository. */
export async function appSourceKey(): Promise<string> {
  const files: string[] = [];
  for (const input of inputs) await listFiles(join(root, input), files);
  // The first update names the kind of build, so builds made before it was fixed are never reused.
  const hash = createHash('sha256').update('production\0');
  for (const file of files.sort()) {
    hash.update(relative(root, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the build lock, or resolves to false when another live process holds it. */
async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    await writeFile(join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => 'NaN'));
    // A lock without a pid file is being made right now; one whose process is gone was left behind.
    if (Number.isFinite(pid) && !alive(pid)) await rm(lock, { recursive: true, force: true });
    return false;
  }
}

/** The folder of a complete production build of the current sources, building it if no run has. */
export async function builtApp(): Promise<string> {
  const key = await appSourceKey();
  const dir = join(cache, key);
  const complete = join(dir, '.complete');
  if (existsSync(complete)) return dir;
  await mkdir(cache, { recursive: true });
  const lock = join(cache, 'build.lock');
  while (!(await tryLock(lock))) {
    if (existsSync(complete)) return dir;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    if (existsSync(complete)) return dir;
    // Builds of older sources go once nobody can still be serving them (a run started an hour ago).
    for (const old of await readdir(cache)) {
      if (old === 'build.lock' || old === key) continue;
      const made = await stat(join(cache, old)).catch(() => undefined);
      if (made === undefined || Date.now() - made.mtimeMs > 3_600_000) await rm(join(cache, old), { recursive: true, force: true });
    }
    // What users get: a production build. Vitest sets NODE_ENV=test, under which Vite would keep
    // React's development build (three times the size, and slower) in the app.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { outDir: dir, emptyOutDir: true } });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    // Sources edited during the build: use this build for this run, but do not keep it for the next.
    if ((await appSourceKey()) === key) await writeFile(complete, key);
    return dir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
