import git from 'isomorphic-git';
import type { GitRepo } from '../git/git-options.ts';
import type { ProviderKind, ProviderRepo } from './repo-provider.ts';

/** The git config keys that record which provider opened a repository (so pull and publish use it again). */
export const PROVIDER_KEYS = { kind: 'quire.provider', api: 'quire.providerapi', path: 'quire.providerpath' } as const;

const MAP_FILE = 'quire-host-commits';
const mapPath = (repo: GitRepo) => `${repo.dir.replace(/\/+$/, '')}/.git/${MAP_FILE}`;

async function readMap(repo: GitRepo): Promise<Map<string, string>> {
  const text = await repo.fs.readFile(mapPath(repo), { encoding: 'utf8' }).then(String, () => '');
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [local, host] = line.split(' ');
    if (local && host) map.set(local, host);
  }
  return map;
}

/**
 * Records that the local commit `local` stands for the host's commit `host` (its bytes could not be
 * rebuilt exactly, so the ids differ). Kept in `.git/quire-host-commits`, one `local host` line each.
 */
export async function recordHostCommit(repo: GitRepo, local: string, host: string): Promise<void> {
  const map = await readMap(repo);
  map.set(local, host);
  await repo.fs.writeFile(mapPath(repo), [...map].map(([l, h]) => `${l} ${h}\n`).join(''));
}

/** The host's id of a local commit: the recorded mapping, else the same id. */
export async function hostCommitOf(repo: GitRepo, local: string): Promise<string> {
  return (await readMap(repo)).get(local) ?? local;
}

/** The provider a repository was opened with, from its config; undefined for a git clone. */
export async function providerRepoOf(repo: GitRepo): Promise<ProviderRepo | undefined> {
  const get = async (path: string) => (await git.getConfig({ fs: repo.fs, dir: repo.dir, path })) as string | undefined;
  const kind = await get(PROVIDER_KEYS.kind);
  const apiBase = await get(PROVIDER_KEYS.api);
  const path = await get(PROVIDER_KEYS.path);
  const url = await get('remote.origin.url');
  if ((kind !== 'github' && kind !== 'gitlab') || !apiBase || !path) return undefined;
  return { kind: kind as ProviderKind, apiBase, path, webUrl: (url ?? '').replace(/\.git$/, '') };
}
