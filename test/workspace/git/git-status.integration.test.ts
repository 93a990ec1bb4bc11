import http from 'isomorphic-git/http/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneRepository, discardChange, gitStatus, headFile } from '../../../src/workspace/index.ts';
import type { GitFs } from '../../../src/workspace/index.ts';
import { createRepo, docsRepoFiles, monorepoFiles, startGitServer } from '../../setup/git-server.ts';
import type { GitServer } from '../../setup/git-server.ts';
import { newGitFs, readText, workingFiles } from './git-test-fs.ts';

let server: GitServer;
beforeAll(async () => {
  server = await startGitServer();
  createRepo(server, 'docs', docsRepoFiles);
  createRepo(server, 'mono', monorepoFiles);
});
afterAll(() => server.close());

async function cloned(name = 'docs', folder?: string): Promise<GitFs> {
  const fs = newGitFs();
  await cloneRepository({ fs, http, dir: '/', url: server.url(name), ...(folder ? { folder } : {}) });
  return fs;
}

/** Edits every way a writer does: modify, add, delete, and move a file unchanged. */
async function edit(fs: GitFs, root = ''): Promise<void> {
  await fs.writeFile(`${root}/index.mdx`, '# Welcome\n\nChanged.\n');
  await fs.writeFile(`${root}/new-page.mdx`, '# New\n');
  await fs.unlink(`${root}/docs.json`);
  await fs.mkdir(`${root}/setup`);
  await fs.writeFile(`${root}/setup/install.mdx`, await fs.readFile(`${root}/guides/setup.mdx`));
  await fs.unlink(`${root}/guides/setup.mdx`);
}

describe('gitStatus', () => {
  it('lists modified, added, deleted and renamed files (a deleted and an added file with the same bytes), sorted by path', async () => {
    const fs = await cloned();
    await edit(fs);
    expect(await gitStatus({ fs, dir: '/' })).toEqual([
      { path: 'docs.json', kind: 'deleted' },
      { path: 'index.mdx', kind: 'modified' },
      { path: 'new-page.mdx', kind: 'added' },
      { path: 'setup/install.mdx', kind: 'renamed', from: 'guides/setup.mdx' },
    ]);
  });

  it('calls a moved file that was also changed a deletion and an addition', async () => {
    const fs = await cloned();
    await fs.writeFile('/moved.mdx', 'Other text\n');
    await fs.unlink('/index.mdx');
    expect(await gitStatus({ fs, dir: '/' })).toEqual([
      { path: 'index.mdx', kind: 'deleted' },
      { path: 'moved.mdx', kind: 'added' },
    ]);
  });

  it('looks only at the cloned subfolder: files never checked out are not deletions', async () => {
    const fs = await cloned('mono', 'docs');
    await edit(fs, '/docs');
    expect(await gitStatus({ fs, dir: '/' })).toEqual([
      { path: 'docs/docs.json', kind: 'deleted' },
      { path: 'docs/index.mdx', kind: 'modified' },
      { path: 'docs/new-page.mdx', kind: 'added' },
      { path: 'docs/setup/install.mdx', kind: 'renamed', from: 'docs/guides/setup.mdx' },
    ]);
  });
});

describe('headFile', () => {
  it('gives the committed bytes of a changed file, and undefined for an added one', async () => {
    const fs = await cloned();
    await edit(fs);
    expect(new TextDecoder().decode(await headFile({ fs, dir: '/', path: 'index.mdx' }))).toBe(docsRepoFiles['index.mdx']);
    expect(new TextDecoder().decode(await headFile({ fs, dir: '/', path: 'docs.json' }))).toBe(docsRepoFiles['docs.json']);
    expect(await headFile({ fs, dir: '/', path: 'new-page.mdx' })).toBeUndefined();
  });
});

describe('discardChange', () => {
  it('puts back a modified and a deleted file, deletes an added one, and undoes a rename', async () => {
    const fs = await cloned();
    await edit(fs);
    await discardChange({ fs, dir: '/', path: 'index.mdx' });
    await discardChange({ fs, dir: '/', path: 'docs.json' });
    await discardChange({ fs, dir: '/', path: 'new-page.mdx' });
    expect(await gitStatus({ fs, dir: '/' })).toEqual([{ path: 'setup/install.mdx', kind: 'renamed', from: 'guides/setup.mdx' }]);
    await discardChange({ fs, dir: '/', path: 'setup/install.mdx', from: 'guides/setup.mdx' });
    expect(await gitStatus({ fs, dir: '/' })).toEqual([]);
    expect(await workingFiles(fs, '/')).toEqual(['docs.json', 'guides/setup.mdx', 'index.mdx']);
    expect(await readText(fs, '/index.mdx')).toBe(docsRepoFiles['index.mdx']);
  });
});
