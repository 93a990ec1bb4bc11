import { describe, expect, it } from 'vitest';
import { importFolder, moveProjectPath, readProjectFiles, readProjectFolders, removeProjectPath, writeProjectFile, writeProjectFiles } from '../../src/workspace/index.ts';
import { MemoryFs } from './memory-fs.ts';

describe('project files on a workspace file system', () => {
  it('writes files with their folders and reads them back: text as text, images as bytes', async () => {
    const fs = new MemoryFs();
    const png = new Uint8Array([137, 80, 78, 71]);
    await writeProjectFiles(fs, '/', [
      ['docs.json', '{"name":"A"}'],
      ['guides/deep/page.mdx', '# Hi'],
      ['images/a.png', png],
    ]);
    expect(fs.flushes).toBe(1);
    const files = await readProjectFiles(fs, '/');
    expect([...files.keys()]).toEqual(['docs.json', 'guides/deep/page.mdx', 'images/a.png']);
    expect(files.get('guides/deep/page.mdx')).toBe('# Hi');
    expect(files.get('images/a.png')).toEqual(png);
    expect(await readProjectFolders(fs, '/')).toEqual(['guides', 'guides/deep', 'images']);
  });

  it('reads back as bytes what an import stored as bytes: a text file over 2 MiB or not UTF-8 (its binary list)', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024 + 1);
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    const bytes = new TextEncoder();
    const imported = importFolder([
      { path: 'big.md', bytes: bytes.encode(big) },
      { path: 'latin1.txt', bytes: latin1 },
      { path: 'page.mdx', bytes: bytes.encode('# Page\n') },
      { path: 'just-fits.md', bytes: bytes.encode('y'.repeat(2 * 1024 * 1024)) },
    ]);
    expect(imported.binary).toEqual(['big.md', 'latin1.txt']);
    const fs = new MemoryFs();
    await writeProjectFiles(fs, '/', imported.files);
    const files = await readProjectFiles(fs, '/');
    expect([...files].filter(([, content]) => typeof content !== 'string').map(([path]) => path)).toEqual(imported.binary);
    // Compared as buffers: a deep equal of 2 MiB element by element takes seconds.
    expect(Buffer.from(files.get('big.md') as Uint8Array).equals(Buffer.from(big))).toBe(true);
    expect(files.get('latin1.txt')).toEqual(latin1);
    expect(files.get('page.mdx')).toBe('# Page\n');
    expect(files.get('just-fits.md')).toBe('y'.repeat(2 * 1024 * 1024));
  });

  it('skips .git and node_modules when reading', async () => {
    const fs = new MemoryFs();
    await writeProjectFile(fs, '/', '.git/HEAD', 'ref: main');
    await writeProjectFile(fs, '/', 'node_modules/x/index.js', '');
    await writeProjectFile(fs, '/', '.cursor/rules.md', 'rules');
    expect([...(await readProjectFiles(fs, '/')).keys()]).toEqual(['.cursor/rules.md']);
  });

  it('moves a folder with its files, and refuses to overwrite', async () => {
    const fs = new MemoryFs();
    await writeProjectFiles(fs, '/', [
      ['guides/a.mdx', 'a'],
      ['guides/b.mdx', 'b'],
      ['other.mdx', 'o'],
    ]);
    await moveProjectPath(fs, '/', 'guides', 'docs/guides');
    expect([...(await readProjectFiles(fs, '/')).keys()]).toEqual(['docs/guides/a.mdx', 'docs/guides/b.mdx', 'other.mdx']);
    await expect(moveProjectPath(fs, '/', 'other.mdx', 'docs/guides/a.mdx')).rejects.toMatchObject({ code: 'EEXIST', message: 'docs/guides/a.mdx already exists.' });
  });

  it('removes a folder recursively; a missing path is fine', async () => {
    const fs = new MemoryFs();
    await writeProjectFiles(fs, '/', [
      ['guides/deep/a.mdx', 'a'],
      ['keep.mdx', 'k'],
    ]);
    await removeProjectPath(fs, '/', 'guides');
    await removeProjectPath(fs, '/', 'not-there.mdx');
    expect([...(await readProjectFiles(fs, '/')).keys()]).toEqual(['keep.mdx']);
    expect(await readProjectFolders(fs, '/')).toEqual([]);
  });
});
