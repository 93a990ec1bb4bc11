import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskProject } from '../../src/cli/disk-project.ts';

const root = mkdtempSync(join(tmpdir(), 'quire-disk-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'guides'));
writeFileSync(join(root, 'guides/a.mdx'), '\uFEFF# A é\n');
writeFileSync(join(root, 'logo.png'), new Uint8Array([1, 2, 3]));
writeFileSync(join(root, 'unlisted.mdx'), 'not in the list');
// Listed as a file, then replaced by a link to a file outside the project.
writeFileSync(join(root, '..', `${root.split('/').pop()}-secret.txt`), 'outside');
symlinkSync(join(root, '..', `${root.split('/').pop()}-secret.txt`), join(root, 'swapped.txt'));
afterAll(() => rmSync(join(root, '..', `${root.split('/').pop()}-secret.txt`), { force: true }));

describe('DiskProject', () => {
  const project = new DiskProject(root, ['guides/a.mdx', 'logo.png', 'deleted.mdx']);

  it('lists the paths it was given and answers has() from them, with paths normalized', () => {
    expect(project.list()).toEqual(['guides/a.mdx', 'logo.png', 'deleted.mdx']);
    expect(project.has('/guides/./a.mdx')).toBe(true);
    expect(project.has('unlisted.mdx')).toBe(false);
  });

  it('reads listed files from disk as text (UTF-8, BOM dropped) or bytes', () => {
    expect(project.readText('guides/a.mdx')).toBe('# A é\n');
    expect([...(project.readBytes('logo.png') ?? [])]).toEqual([1, 2, 3]);
  });

  it('never reads through a symbolic link, even one that replaced a listed file', () => {
    expect(new DiskProject(root, ['swapped.txt']).readText('swapped.txt')).toBeUndefined();
  });

  it('returns undefined for a file it does not list and for a listed file that is gone', () => {
    expect(project.readText('unlisted.mdx')).toBeUndefined();
    expect(project.readText('deleted.mdx')).toBeUndefined();
    expect(project.readBytes('deleted.mdx')).toBeUndefined();
  });

  it('keeps the texts it read last within its budget and reads an older one from disk again', () => {
    writeFileSync(join(root, 'b.mdx'), 'B1');
    writeFileSync(join(root, 'c.mdx'), 'C1');
    // Weights are 1 + length: 3 each, and 7 for guides/a.mdx; a budget of 10 keeps b and c, or c and a.
    const small = new DiskProject(root, ['b.mdx', 'c.mdx', 'guides/a.mdx'], 10);
    expect([small.readText('b.mdx'), small.readText('c.mdx')]).toEqual(['B1', 'C1']);
    writeFileSync(join(root, 'b.mdx'), 'B2');
    writeFileSync(join(root, 'c.mdx'), 'C2');
    // Both still kept: read once, the same text.
    expect([small.readText('b.mdx'), small.readText('c.mdx')]).toEqual(['B1', 'C1']);
    // A third text pushes out the least recently used (b.mdx), which is then read again.
    expect(small.readText('guides/a.mdx')).toBe('# A é\n');
    expect([small.readText('c.mdx'), small.readText('b.mdx')]).toEqual(['C1', 'B2']);
  });
});
