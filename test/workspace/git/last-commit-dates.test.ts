import git from 'isomorphic-git';
import { describe, expect, it } from 'vitest';
import { lastCommitDates } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';
import { newGitFs } from './git-test-fs.ts';

/** Commits `files` (path → text, null deletes) at `seconds` (UTC). */
async function commitAt(fs: GitFs, seconds: number, files: Record<string, string | null>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    if (text === null) {
      await fs.unlink(`/${path}`);
      await git.remove({ fs, dir: '/', filepath: path });
      continue;
    }
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const dir = `/${parts.slice(0, i).join('/')}`;
      await fs.mkdir(dir).catch(() => {});
    }
    await fs.writeFile(`/${path}`, text);
    await git.add({ fs, dir: '/', filepath: path });
  }
  const who = { name: 'A', email: 'a@example.com', timestamp: seconds, timezoneOffset: -120 };
  await git.commit({ fs, dir: '/', message: `at ${seconds}`, author: who, committer: who });
}

const day = (iso: string) => Date.parse(iso) / 1000;

describe('lastCommitDates', () => {
  it('dates each file of HEAD by the last commit that changed it, reading folders only where they differ', async () => {
    const fs = newGitFs();
    await git.init({ fs, dir: '/', defaultBranch: 'main' });
    await commitAt(fs, day('2024-01-10T08:00:00Z'), { 'docs.json': '{}', 'index.mdx': 'a', 'guides/setup.mdx': 'a', 'guides/deep/x.mdx': 'a', 'old.mdx': 'a' });
    await commitAt(fs, day('2024-03-05T23:30:00Z'), { 'guides/setup.mdx': 'b', 'old.mdx': null });
    await commitAt(fs, day('2024-06-01T12:00:00Z'), { 'index.mdx': 'c', 'new.mdx': 'c' });
    // A commit that writes a file back unchanged changes nothing.
    await commitAt(fs, day('2024-07-01T12:00:00Z'), { 'guides/deep/x.mdx': 'a', 'new.mdx': 'd' });
    expect(Object.fromEntries(await lastCommitDates({ fs, dir: '/' }))).toEqual({
      'new.mdx': '2024-07-01T12:00:00.000Z',
      'index.mdx': '2024-06-01T12:00:00.000Z',
      'guides/setup.mdx': '2024-03-05T23:30:00.000Z',
      'docs.json': '2024-01-10T08:00:00.000Z',
      'guides/deep/x.mdx': '2024-01-10T08:00:00.000Z',
    });
  });

  it('reads at most maxCommits commits: the files last changed before them stay undated', async () => {
    const fs = newGitFs();
    await git.init({ fs, dir: '/', defaultBranch: 'main' });
    await commitAt(fs, day('2024-01-10T08:00:00Z'), { 'a.mdx': 'a', 'b.mdx': 'a' });
    await commitAt(fs, day('2024-02-10T08:00:00Z'), { 'b.mdx': 'b' });
    await commitAt(fs, day('2024-03-10T08:00:00Z'), { 'c.mdx': 'c' });
    expect(Object.fromEntries(await lastCommitDates({ fs, dir: '/', maxCommits: 2 }))).toEqual({ 'c.mdx': '2024-03-10T08:00:00.000Z', 'b.mdx': '2024-02-10T08:00:00.000Z' });
  });

  it('dates nothing in a repository with no commit', async () => {
    const fs = newGitFs();
    await git.init({ fs, dir: '/', defaultBranch: 'main' });
    await expect(lastCommitDates({ fs, dir: '/' })).rejects.toMatchObject({ code: expect.any(String) });
  });
});
