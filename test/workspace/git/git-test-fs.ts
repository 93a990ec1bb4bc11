import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import LightningFS from '@isomorphic-git/lightning-fs';
import { GitError } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';

// LightningFS over fake-indexeddb: the browser's file system for git tests in Node. Node 20 has no
// `navigator`, which LightningFS reads to choose its lock (it then takes its IndexedDB lock).
if (typeof globalThis.navigator === 'undefined') Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });

/**
 * A fresh, empty LightningFS (its own IndexedDB database), as the app opens for a new workspace. The
 * name is random: test files share a worker (and its fake IndexedDB) and may each load this module anew.
 */
export function newGitFs(): GitFs {
  return new LightningFS(`quire-git-test-${randomUUID()}`).promises as unknown as GitFs;
}

/** A file's text. */
export async function readText(fs: GitFs, path: string): Promise<string> {
  return (await fs.readFile(path, { encoding: 'utf8' })) as string;
}

/** Every path under `root` (files and folders, `.git` included), sorted. */
export async function allPaths(fs: GitFs, root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const name of await fs.readdir(dir)) {
      const path = `${dir === '/' ? '' : dir}/${name}`;
      found.push(path);
      if ((await fs.lstat(path)).isDirectory()) await walk(path);
    }
  };
  await walk(root);
  return found.sort();
}

/** The working tree's files under `root` (without `.git`), relative, sorted. */
export async function workingFiles(fs: GitFs, root: string): Promise<string[]> {
  const prefix = root === '/' ? '/' : `${root}/`;
  const files: string[] = [];
  for (const path of await allPaths(fs, root)) if (!path.startsWith(`${prefix}.git`) && !(await fs.lstat(path)).isDirectory()) files.push(path.slice(prefix.length));
  return files;
}

/** The GitError a promise rejects with (failing the test when it resolves or throws something else). */
export async function gitErrorOf(promise: Promise<unknown>): Promise<GitError> {
  const error: unknown = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof GitError)) throw new Error(`expected a GitError, got ${String(error)}`);
  return error;
}
