import { describe, expect, it } from 'vitest';
import { type DirectoryHandle, directoryHandleFiles, type FileHandle, pickedFolderFiles } from '../../../src/app/import-export/read-folder.ts';

const text = (s: string) => new TextEncoder().encode(s);

/** A File System Access API folder in memory: names to file contents or sub-folders. */
interface Tree {
  readonly [name: string]: string | Tree;
}

function handle(name: string, tree: Tree): DirectoryHandle {
  return {
    kind: 'directory',
    name,
    async *entries() {
      for (const [child, value] of Object.entries(tree)) {
        const file: FileHandle = { kind: 'file', name: child, getFile: async () => new File([value as string], child) };
        yield [child, typeof value === 'string' ? file : handle(child, value)];
      }
    },
  };
}

describe('reading a folder for an import', () => {
  it('walks a directory handle into paths under the folder’s name, without .git and node_modules at any depth', async () => {
    const folder = handle('docs', {
      'docs.json': '{}',
      guides: { 'a.mdx': '# A', node_modules: { 'x.js': 'x' } },
      '.git': { HEAD: 'ref: refs/heads/main' },
      node_modules: { 'y.js': 'y' },
      '.github': { 'ci.yml': 'on: push' },
    });
    const files = await directoryHandleFiles(folder);
    expect(files.map((f) => f.path).sort()).toEqual(['docs/.github/ci.yml', 'docs/docs.json', 'docs/guides/a.mdx']);
    expect(files.find((f) => f.path === 'docs/guides/a.mdx')?.bytes).toEqual(text('# A'));
  });

  it('reads the folder picker’s files by their relative path, without .git and node_modules', async () => {
    const picked = [
      { path: 'docs/docs.json', file: new Blob(['{}']) },
      { path: 'docs/.git/HEAD', file: new Blob(['ref']) },
      { path: 'docs/sub/node_modules/x.js', file: new Blob(['x']) },
      { path: 'docs/.gitignore', file: new Blob(['node_modules']) },
    ];
    const files = await pickedFolderFiles(picked);
    expect(files).toEqual([
      { path: 'docs/docs.json', bytes: text('{}') },
      { path: 'docs/.gitignore', bytes: text('node_modules') },
    ]);
  });
});
