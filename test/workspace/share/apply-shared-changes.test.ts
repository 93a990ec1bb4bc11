import { describe, expect, it } from 'vitest';
import { readProjectFiles, SymlinkPathError, writeProjectFiles } from '../../../src/workspace/index.ts';
import { applySharedChanges } from '../../../src/workspace/share/index.ts';
import { newGitFs, readText } from '../git/git-test-fs.ts';
import { MemoryFs } from '../memory-fs.ts';

const CONFIG = '[remote "origin"]\n\turl = https://git.example/team/docs.git\n';

/** A clone (LightningFS) whose repository holds `assets -> .git`. */
async function cloneWithLink() {
  const fs = newGitFs();
  await writeProjectFiles(fs, '/', [
    ['.git/config', CONFIG],
    ['intro.mdx', '# Old\n'],
    ['old.mdx', '# Old page\n'],
  ]);
  await fs.symlink('.git', '/assets');
  return fs;
}

describe('applySharedChanges', () => {
  it('deletes, then writes changed and added files (new folders made) under the root', async () => {
    const fs = new MemoryFs();
    await fs.mkdir('/docs');
    await fs.mkdir('/docs/img');
    for (const [path, text] of [
      ['/docs/intro.mdx', '# Old'],
      ['/docs/old.mdx', '# Gone'],
      ['/docs/img/logo.png', 'x'],
      ['/README.md', 'outside'],
    ]) {
      await fs.writeFile(path as string, text as string);
    }
    const png = new Uint8Array([137, 80, 78, 71]);
    await applySharedChanges(fs, '/docs', new Map<string, string | Uint8Array>([['intro.mdx', '# New'], ['guide/a.mdx', '# A'], ['logo.png', png]]), ['old.mdx', 'img/logo.png', 'never-there.md']);
    expect(await readProjectFiles(fs, '/docs')).toEqual(new Map<string, string | Uint8Array>([['guide/a.mdx', '# A'], ['intro.mdx', '# New'], ['logo.png', png]]));
    expect(new TextDecoder().decode(fs.files.get('/README.md'))).toBe('outside');
    expect(fs.flushes).toBe(1);
  });

  it('refuses a link whose changed files go through a symbolic link of the clone, naming the path, and writes nothing', async () => {
    const fs = await cloneWithLink();
    const error: unknown = await applySharedChanges(fs, '/', new Map([['intro.mdx', '# New\n'], ['assets/config', '[remote "origin"]\n\turl = https://evil.example/x.git\n']]), ['old.mdx']).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(SymlinkPathError);
    expect({ code: (error as SymlinkPathError).code, data: (error as SymlinkPathError).data, message: (error as SymlinkPathError).message }).toEqual({
      code: 'workspace/symlink-in-path',
      data: { path: 'assets/config', link: 'assets' },
      message: 'This share link changes "assets/config", which is inside "assets", a symbolic link in the repository. Quire never writes through a link, so none of the link\'s changes were stored.',
    });
    expect(await readText(fs, '/.git/config')).toBe(CONFIG);
    expect(await readText(fs, '/intro.mdx')).toBe('# Old\n');
    expect(await readText(fs, '/old.mdx')).toBe('# Old page\n');
  });

  it('refuses a deletion through a link and a write onto one, and takes a link the link itself deletes', async () => {
    const fs = await cloneWithLink();
    const refused = async (changed: Map<string, string>, deleted: string[]) => {
      const error: unknown = await applySharedChanges(fs, '/', changed, deleted).then(() => undefined, (e: unknown) => e);
      return error instanceof SymlinkPathError ? error.data : error;
    };
    expect(await refused(new Map(), ['assets/config'])).toEqual({ path: 'assets/config', link: 'assets' });
    expect(await refused(new Map([['assets', 'text']]), [])).toEqual({ path: 'assets', link: 'assets' });
    expect(await readText(fs, '/.git/config')).toBe(CONFIG);
    // The sender replaced the link with a real folder: the link goes, the folder is made, .git is untouched.
    await applySharedChanges(fs, '/', new Map([['assets/logo.svg', '<svg/>']]), ['assets']);
    expect(await readProjectFiles(fs, '/')).toEqual(new Map([['assets/logo.svg', '<svg/>'], ['intro.mdx', '# Old\n'], ['old.mdx', '# Old page\n']]));
    expect(await readText(fs, '/.git/config')).toBe(CONFIG);
  });
});
