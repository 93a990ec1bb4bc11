import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import LightningFS from '@isomorphic-git/lightning-fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkReadFs, noFollowFs, readProject, writeProjectFiles } from '../../src/workspace/index.ts';
import type { WorkspaceFs } from '../../src/workspace/index.ts';
import { readStoredBytes } from '../../src/workspace/bulk-read-fs.ts';
import { MemoryFs } from './memory-fs.ts';

// LightningFS reads need `navigator` (it chooses its lock by it); Node 20 has none.
if (typeof globalThis.navigator === 'undefined') Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });

const png = new Uint8Array([137, 80, 78, 71]);
const project: [string, string | Uint8Array][] = [
  ['docs.json', '{"name":"A"}'],
  ...Array.from({ length: 20 }, (_, i): [string, string] => [`pages/page-${i}.mdx`, `# Page ${i}\n`]),
  ['images/a.png', png],
  ['.git/HEAD', 'ref: refs/heads/main\n'],
];

afterEach(() => vi.restoreAllMocks());

describe('bulkReadFs: a LightningFS project read in one IndexedDB transaction', () => {
  it('reads what file-by-file reads read, in one transaction instead of one per file', async () => {
    const name = `quire-bulk-${randomUUID()}`;
    const lightning = new LightningFS(name).promises as unknown as WorkspaceFs;
    await writeProjectFiles(noFollowFs(lightning), '/', project);
    const plain = await readProject(noFollowFs(lightning), '/');
    // The tree is loaded (the plain read did it): every transaction from here is a read of file bytes.
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const bulk = await readProject(noFollowFs(bulkReadFs(lightning, indexedDB, name)), '/');
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(transaction.mock.calls[0]?.[0]).toBe(`${name}_files`);
    // Bytes as plain arrays: LightningFS's readFile gives its bytes a toString of their own.
    const plainData = (files: Map<string, string | Uint8Array>) => [...files].map(([path, content]) => [path, typeof content === 'string' ? content : [...content]]);
    expect(plainData(bulk.files)).toEqual(plainData(plain.files));
    expect([bulk.folders, bulk.symlinks]).toEqual([plain.folders, plain.symlinks]);
    expect([...bulk.files.keys()]).toEqual(['docs.json', 'images/a.png', ...Array.from({ length: 20 }, (_, i) => `pages/page-${i}.mdx`).sort()]);
    expect(bulk.files.get('pages/page-3.mdx')).toBe('# Page 3\n');
    expect(bulk.files.get('images/a.png')).toEqual(png);
  });

  it('reads nothing from a database that does not exist, and does not make it', async () => {
    const name = `quire-bulk-missing-${randomUUID()}`;
    expect(await readStoredBytes(indexedDB, name, `${name}_files`, [1, 2])).toEqual([undefined, undefined]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it('leaves to readFile a file the batch did not read', async () => {
    const fs = new MemoryFs();
    await writeProjectFiles(fs, '/', [['docs.json', '{}'], ['a.mdx', '# A'], ['b.mdx', '# B']]);
    const asked: string[][] = [];
    const batched: WorkspaceFs = Object.assign(Object.create(fs) as MemoryFs, {
      readMany: async (paths: readonly string[]) => {
        asked.push([...paths].sort());
        return paths.map((path) => (path === '/a.mdx' ? new TextEncoder().encode('# A from the batch') : undefined));
      },
    });
    const read = await readProject(batched, '/');
    expect(asked).toEqual([['/a.mdx', '/b.mdx', '/docs.json']]);
    expect([...read.files]).toEqual([
      ['a.mdx', '# A from the batch'],
      ['b.mdx', '# B'],
      ['docs.json', '{}'],
    ]);
  });
});
