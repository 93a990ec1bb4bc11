import { describe, expect, it } from 'vitest';
import { importZip, projectZip, readProjectFiles, writeProjectFiles } from '../../../src/workspace/index.ts';
import { readZipDirectory } from '../../../src/workspace/zip/read-zip-directory.ts';
import { MemoryFs } from '../memory-fs.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13]);
const files: [string, string | Uint8Array][] = [
  ['docs.json', '{"name":"Docs","navigation":[{"group":"All","pages":["index","guides/setup"]}]}\n'],
  ['index.mdx', '---\ntitle: Home\n---\n\n# Welcome — “quoted” ✓\n'],
  ['guides/setup.mdx', '## Setup\n\n```sh\nnpm i\n```\n'],
  ['images/logo.png', png],
  ['1', 'a file named like an array index\n'],
  ['guides/ページ.mdx', '# ページ\n'],
  ['.gitignore', 'node_modules\n'],
];

async function workspace(): Promise<MemoryFs> {
  const fs = new MemoryFs();
  await writeProjectFiles(fs, '/', [...files, ['.git/HEAD', 'ref: refs/heads/main\n'], ['.git/objects/ab/cdef', new Uint8Array([120, 1, 0, 255])], ['node_modules/x/index.js', 'x']]);
  return fs;
}

describe('projectZip', () => {
  it('round trip: project → zip → import gives the same files, and writing them gives the same workspace', async () => {
    const fs = await workspace();
    const imported = importZip(await projectZip(fs, '/'));
    expect([...imported.files.keys()]).toEqual(['.gitignore', '1', 'docs.json', 'guides/setup.mdx', 'guides/ページ.mdx', 'images/logo.png', 'index.mdx']);
    for (const [path, content] of files) expect(imported.files.get(path), path).toEqual(content);
    expect(imported.binary).toEqual(['images/logo.png']);
    const copy = new MemoryFs();
    await writeProjectFiles(copy, '/', imported.files);
    expect(await readProjectFiles(copy)).toEqual(await readProjectFiles(fs));
  });

  it('leaves .git out unless asked, and node_modules always; with .git the history is byte for byte', async () => {
    const fs = await workspace();
    expect(readZipDirectory(await projectZip(fs, '/')).map((e) => e.name)).toEqual(['.gitignore', '1', 'docs.json', 'guides/setup.mdx', 'guides/ページ.mdx', 'images/logo.png', 'index.mdx']);
    const withGit = importZip(await projectZip(fs, '/', { includeGit: true }));
    expect([...withGit.files.keys()].filter((p) => p.startsWith('.git/'))).toEqual(['.git/HEAD', '.git/objects/ab/cdef']);
    expect(withGit.files.get('.git/objects/ab/cdef')).toEqual(new Uint8Array([120, 1, 0, 255]));
  });

  it('is deterministic: sorted entries, fixed dates, the same bytes whatever the order of writing or the clock', async () => {
    const first = await projectZip(await workspace(), '/');
    const reversed = new MemoryFs();
    await writeProjectFiles(reversed, '/', [...files].reverse());
    expect(await projectZip(reversed, '/')).toEqual(first);
    // Every entry is dated 1980-01-01 00:00 (DOS date 0x0021, time 0) in its local header.
    const view = new DataView(first.buffer, first.byteOffset);
    const dates = readZipDirectory(first).map((e) => [view.getUint16(e.headerOffset + 10, true), view.getUint16(e.headerOffset + 12, true)]);
    expect(dates).toEqual(files.map(() => [0, 0x21]));
    // Dates are local-time fields, and the same in every time zone.
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(await projectZip(await workspace(), '/')).toEqual(first);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
