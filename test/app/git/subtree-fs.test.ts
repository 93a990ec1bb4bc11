import { describe, expect, it } from 'vitest';
import { subtreeFs } from '../../../src/app/git/subtree-fs.ts';
import { noFollowFs, readProject, SymlinkPathError, writeProjectFile, writeProjectFiles } from '../../../src/workspace/index.ts';
import { newGitFs, readText } from '../../workspace/git/git-test-fs.ts';

// The app opens a clone of a docs folder through subtreeFs over the no-follow layer (browser-services.ts):
// the docs folder itself is a component of every path, and is checked too.

describe('subtreeFs over noFollowFs', () => {
  it('refuses a docs folder that is a link (`docs -> .git`) and walks a real one without following its links', async () => {
    const raw = newGitFs();
    await writeProjectFiles(raw, '/', [
      ['.git/config', '[core]\n'],
      ['site/docs.json', '{}'],
      ['site/guides/a.mdx', '# A'],
    ]);
    await raw.symlink('.git', '/docs');
    await raw.symlink('..', '/site/guides/up');
    await raw.symlink('/', '/site/root');
    const linked = subtreeFs(noFollowFs(raw), 'docs');
    const error: unknown = await readProject(linked, '/').then(() => undefined, (e: unknown) => e);
    // The subtree's root is `/` to the project: the message names it as the project folder.
    expect(error instanceof SymlinkPathError && [error.data, error.message]).toEqual([{ path: '/', link: '/' }, 'The folder opened as the project is a symbolic link, and Quire never reads or writes through a link, so nothing was read or written there. Open the folder the link points to instead.']);
    expect(await writeProjectFile(linked, '/', 'config', 'x').then(() => 'written', (e: unknown) => (e instanceof SymlinkPathError ? e.data : e))).toEqual({ path: '/docs/config', link: '/docs' });
    expect(await readText(raw, '/.git/config')).toBe('[core]\n');

    const site = subtreeFs(noFollowFs(raw), 'site');
    expect(await readProject(site, '/')).toEqual({ files: new Map([['docs.json', '{}'], ['guides/a.mdx', '# A']]), folders: ['guides'], symlinks: ['guides/up', 'root'] });
    expect(await writeProjectFile(site, '/', 'guides/up/x.mdx', 'x').then(() => 'written', (e: unknown) => (e instanceof SymlinkPathError ? e.data : e))).toEqual({ path: '/guides/up/x.mdx', link: '/guides/up' });
  });
});
