import { describe, expect, it } from 'vitest';
import { checkProject, MemoryProject, ProjectCode } from '../../src/core/index.ts';
import { moveProjectPath, noFollowFs, readFolder, readProject, removeProjectPath, SymlinkPathError, writeProjectFile, writeProjectFiles } from '../../src/workspace/index.ts';
import type { GitFs } from '../../src/workspace/index.ts';
import { newGitFs, readText } from './git/git-test-fs.ts';

// A cloned repository in the browser's file system (LightningFS, which follows links in every
// component of a path) whose tree holds links: what a stranger's repository can put there.

const CONFIG = '[remote "origin"]\n\turl = https://git.example/team/docs.git\n';

async function clonedWorkspace(links: Readonly<Record<string, string>>): Promise<GitFs> {
  const fs = newGitFs();
  await writeProjectFiles(fs, '/', [
    ['.git/config', CONFIG],
    ['.git/HEAD', 'ref: refs/heads/main\n'],
    ['.git/hooks/README', 'hooks\n'],
    ['docs.json', '{"name":"Docs","navigation":[{"group":"All","pages":["intro"]}]}\n'],
    ['intro.mdx', '# Intro\n'],
  ]);
  for (const [path, target] of Object.entries(links)) await fs.symlink(target, `/${path}`);
  return fs;
}

/** The SymlinkPathError a promise rejects with (failing the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; data: unknown; message: string }> {
  const error: unknown = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof SymlinkPathError)) throw new Error(`expected a SymlinkPathError, got ${String(error)}`);
  return { code: error.code, data: error.data, message: error.message };
}

describe('the workspace never follows a symbolic link', () => {
  it('refuses a write through `assets -> .git`, and .git/config stays as it was', async () => {
    const fs = await clonedWorkspace({ assets: '.git' });
    expect(await refusal(writeProjectFile(fs, '/', 'assets/config', '[remote "origin"]\n\turl = https://evil.example/x.git\n'))).toEqual({
      code: 'workspace/symlink-in-path',
      data: { path: '/assets/config', link: '/assets' },
      message: '"/assets/config" is inside "/assets", a symbolic link, and Quire never reads or writes through a link, so nothing was read or written there. Replace the link with the file or folder itself.',
    });
    expect(await readText(fs, '/.git/config')).toBe(CONFIG);
    // Nor a new file, a folder, a read or a listing through it.
    expect((await refusal(writeProjectFile(fs, '/', 'assets/hooks/post-checkout', '#!/bin/sh'))).data).toEqual({ path: '/assets/hooks/post-checkout', link: '/assets' });
    expect((await refusal(noFollowFs(fs).readFile('/assets/config'))).data).toEqual({ path: '/assets/config', link: '/assets' });
    expect((await refusal(noFollowFs(fs).readdir('/assets'))).data).toEqual({ path: '/assets', link: '/assets' });
    expect((await refusal(noFollowFs(fs).mkdir('/assets/refs'))).data).toEqual({ path: '/assets/refs', link: '/assets' });
    expect((await fs.readdir('/.git')).sort()).toEqual(['HEAD', 'config', 'hooks']);
  });

  it('refuses a write onto `x -> .git/HEAD` (the link itself) and into `h -> .git/hooks`', async () => {
    const fs = await clonedWorkspace({ x: '.git/HEAD', h: '.git/hooks' });
    expect((await refusal(writeProjectFile(fs, '/', 'x', 'ref: refs/heads/evil\n'))).data).toEqual({ path: '/x', link: '/x' });
    expect((await refusal(writeProjectFile(fs, '/', 'h/pre-commit', '#!/bin/sh\n'))).data).toEqual({ path: '/h/pre-commit', link: '/h' });
    expect(await readText(fs, '/.git/HEAD')).toBe('ref: refs/heads/main\n');
    expect(await fs.readdir('/.git/hooks')).toEqual(['README']);
  });

  it('refuses paths through a link to an absolute target (`root -> /`), and `..` that comes back through one', async () => {
    const fs = await clonedWorkspace({ root: '/' });
    expect((await refusal(writeProjectFile(fs, '/', 'root/.git/config', 'x'))).data).toEqual({ path: '/root/.git/config', link: '/root' });
    expect((await refusal(noFollowFs(fs).writeFile('/docs/../root/.git/config', 'x'))).data).toEqual({ path: '/root/.git/config', link: '/root' });
    expect(await readText(fs, '/.git/config')).toBe(CONFIG);
  });

  it('deletes a link itself, never what it points at, and refuses a delete or a move through one', async () => {
    const fs = await clonedWorkspace({ assets: '.git', x: '.git/HEAD' });
    expect((await refusal(removeProjectPath(fs, '/', 'assets/config'))).data).toEqual({ path: '/assets/config', link: '/assets' });
    expect((await refusal(moveProjectPath(fs, '/', 'x', 'y'))).data).toEqual({ path: '/x', link: '/x' });
    expect((await refusal(moveProjectPath(fs, '/', 'intro.mdx', 'assets/intro.mdx'))).data).toEqual({ path: '/assets/intro.mdx', link: '/assets' });
    await removeProjectPath(fs, '/', 'assets');
    await removeProjectPath(fs, '/', 'x');
    expect((await fs.readdir('/')).sort()).toEqual(['.git', 'docs.json', 'intro.mdx']);
    expect((await fs.readdir('/.git')).sort()).toEqual(['HEAD', 'config', 'hooks']);
    expect(await readText(fs, '/intro.mdx')).toBe('# Intro\n');
  });

  it('lists `loop -> .` and the other links without going in: the walk ends, and the project load reports each as project/symlink', async () => {
    const fs = await clonedWorkspace({ loop: '.', assets: '.git', x: '.git/HEAD', root: '/' });
    const listing = await readProject(fs, '/');
    expect(listing).toEqual({ files: new Map([['docs.json', '{"name":"Docs","navigation":[{"group":"All","pages":["intro"]}]}\n'], ['intro.mdx', '# Intro\n']]), folders: [], symlinks: ['assets', 'loop', 'root', 'x'] });
    const check = checkProject(new MemoryProject(listing.files), { symlinks: listing.symlinks });
    expect(check.diagnostics.filter((d) => d.code === ProjectCode.symlink).map((d) => [d.file, d.severity, d.message])).toEqual([
      ['assets', 'warning', 'assets is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
      ['loop', 'warning', 'loop is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
      ['root', 'warning', 'root is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
      ['x', 'warning', 'x is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
    ]);
  });

  it('leaves links out of the project download, with .git too, and names them', async () => {
    const fs = await clonedWorkspace({ loop: '.', assets: '.git' });
    await fs.symlink('../config', '/.git/hooks/cfg');
    const read = await readFolder(fs, '/', true);
    expect(read.files.map(([path]) => path).sort()).toEqual(['.git/HEAD', '.git/config', '.git/hooks/README', 'docs.json', 'intro.mdx']);
    expect(read.symlinks).toEqual(['.git/hooks/cfg', 'assets', 'loop']);
  });
});
