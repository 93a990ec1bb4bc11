import { deflateSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importLimit, importZip, writeProjectFiles, ZipCode } from '../../../src/workspace/index.ts';
import { MemoryFs } from '../memory-fs.ts';
import { craftZip, zeroStream } from './craft-zip.ts';
import { refusal } from './refusal.ts';

const text = (s: string) => strToU8(s);
const config = '{"name":"Docs","navigation":[{"group":"All","pages":["index"]}]}';
const unix = (mode: number) => ({ os: 3, attrs: (mode << 16) >>> 0 });

describe('importZip: what is accepted', () => {
  it('reads a zip of a project into sorted files, text as strings', () => {
    const zip = zipSync({ 'docs.json': text(config), 'index.mdx': text('# Hi\n'), 'guides/setup.md': text('Setup\n'), 'guides/': new Uint8Array(0) });
    const imported = importZip(zip);
    expect([...imported.files]).toEqual([
      ['docs.json', config],
      ['guides/setup.md', 'Setup\n'],
      ['index.mdx', '# Hi\n'],
    ]);
    expect(imported.binary).toEqual([]);
    expect(imported.folder).toBe('');
  });

  it("opens GitHub's Download ZIP (every file in one top folder) at that folder, and skips macOS's __MACOSX", () => {
    const zip = zipSync({ 'docs-main/': new Uint8Array(0), 'docs-main/docs.json': text(config), 'docs-main/a/b.mdx': text('B'), '__MACOSX/docs-main/._docs.json': text('fork') });
    const imported = importZip(zip);
    expect(imported.folder).toBe('docs-main');
    expect([...imported.files.keys()]).toEqual(['a/b.mdx', 'docs.json']);
    // One file beside the folder: nothing is cut.
    expect([...importZip(zipSync({ 'docs-main/docs.json': text(config), 'README.md': text('R') })).files.keys()]).toEqual(['README.md', 'docs-main/docs.json']);
  });

  it('keeps binary files, text-named files over the text limit and text that is not UTF-8 as bytes, listed as binary; a BOM stays', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]);
    const notUtf8 = new Uint8Array([0x41, 0xff, 0xfe, 0x42]);
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, 0x41]);
    const zip = zipSync({ 'logo.png': png, 'big.md': text('0123456789A'), 'latin1.mdx': notUtf8, 'bom.md': bom, 'small.md': text('0123456789') });
    const imported = importZip(zip, { maxTextBytes: 10 });
    expect(imported.binary).toEqual(['big.md', 'latin1.mdx', 'logo.png']);
    expect(imported.files.get('logo.png')).toEqual(png);
    expect(imported.files.get('big.md')).toEqual(text('0123456789A'));
    expect(imported.files.get('latin1.mdx')).toEqual(notUtf8);
    expect(imported.files.get('bom.md')).toBe('\ufeffA');
    expect(imported.files.get('small.md')).toBe('0123456789');
  });

  it('reads sizes and offsets from a ZIP64 extra field', () => {
    const zip = craftZip([{ name: 'docs.json', data: text(config) }, { name: 'index.mdx', data: text('# Hi'), zip64: true }]);
    expect([...importZip(zip).files]).toEqual([
      ['docs.json', config],
      ['index.mdx', '# Hi'],
    ]);
  });

  it('takes half the free storage as the limit, at most 512 MiB', () => {
    expect(importLimit()).toBe(512 * 1024 * 1024);
    expect(importLimit({ quota: 100_000_000, usage: 40_000_000 })).toBe(30_000_000);
    expect(importLimit({ quota: 100e9, usage: 0 })).toBe(512 * 1024 * 1024);
    expect(importLimit({ quota: 10, usage: 20 })).toBe(0);
  });
});

describe('importZip: unsafe entries are refused in one error naming each, and nothing is written', () => {
  it('refuses .., absolute paths in every form, links, devices and repeats', () => {
    const zip = zipSync({
      'docs.json': text(config),
      '../evil.mdx': text('x'),
      'a/../../evil2': text('x'),
      '/abs.md': text('x'),
      'C:\\Windows\\x.md': text('x'),
      'D:y.md': text('x'),
      '\\\\server\\share\\z.md': text('x'),
      '..\\win-evil.md': text('x'),
      'link.md': [text('/etc/passwd'), unix(0o120777)],
      'fifo': [new Uint8Array(0), unix(0o010644)],
      'winlink': [new Uint8Array(0), { os: 0, attrs: 0x400 }],
    });
    const fs = new MemoryFs();
    const error = refusal(() => writeProjectFiles(fs, '/', importZip(zip).files));
    expect(error.code).toBe(ZipCode.unsafeEntries);
    expect(error.refused).toEqual([
      { name: '../evil.mdx', problem: 'parent' },
      { name: 'a/../../evil2', problem: 'parent' },
      { name: '/abs.md', problem: 'absolute' },
      { name: 'C:\\Windows\\x.md', problem: 'absolute' },
      { name: 'D:y.md', problem: 'absolute' },
      { name: '\\\\server\\share\\z.md', problem: 'absolute' },
      { name: '..\\win-evil.md', problem: 'parent' },
      { name: 'link.md', problem: 'link' },
      { name: 'fifo', problem: 'not-a-file' },
      { name: 'winlink', problem: 'link' },
    ]);
    expect(error.entries).toEqual(error.refused.map((r) => r.name));
    expect(error.data).toEqual({ entries: error.entries });
    expect(error.message).toBe(
      'Nothing was imported: 10 entries of this zip could write outside the project or are not a plain file: ../evil.mdx (goes up out of the folder with ..), a/../../evil2 (goes up out of the folder with ..), /abs.md (is an absolute path), C:\\Windows\\x.md (is an absolute path), D:y.md (is an absolute path), \\\\server\\share\\z.md (is an absolute path), ..\\win-evil.md (goes up out of the folder with ..), link.md (is a symbolic link), fifo (is not a regular file), winlink (is a symbolic link). Remove them and import again.',
    );
    expect(fs.files.size).toBe(0);
  });

  it('refuses a path given twice, a file where a folder is needed, and control characters', () => {
    const zip = craftZip([
      { name: 'a.md', data: text('1') },
      { name: './a.md', data: text('2') },
      { name: 'b', data: text('file') },
      { name: 'b/c.md', data: text('3') },
      { name: 'd\u0000.md', data: text('4') },
    ]);
    const error = refusal(() => importZip(zip));
    expect(error.code).toBe('zip/unsafe-entries');
    expect(error.refused).toEqual([
      { name: './a.md', problem: 'duplicate' },
      { name: 'b/c.md', problem: 'duplicate' },
      { name: 'd\u0000.md', problem: 'bad-name' },
    ]);
  });
});

describe('importZip: zip bombs are refused before they fill storage', () => {
  it('2 GB of zeros declared as 1 KB stops at the first step past 1 KB: zip/size-mismatch', () => {
    const bomb = zeroStream(2 ** 31);
    const zip = craftZip([{ name: 'docs.json', data: text(config) }, { name: 'bomb.md', data: bomb.data, method: 8, size: 1024 }]);
    const error = refusal(() => importZip(zip));
    expect(error.code).toBe(ZipCode.sizeMismatch);
    expect(error.entries).toEqual(['bomb.md']);
    expect(error.data).toEqual({ entries: ['bomb.md'], declared: 1024 });
    expect(error.message).toBe('bomb.md declares 1024 bytes but inflates to more: the archive is damaged or built to fill the disk (a zip bomb), so nothing was imported. Zip the folder again with a standard tool.');
  });

  it('2 GB of zeros declared as such is over the limit before anything is inflated: zip/too-large', () => {
    const bomb = zeroStream(2 ** 31);
    const zip = craftZip([{ name: 'bomb.md', data: bomb.data, method: 8, size: bomb.size, crc: 0 }]);
    const error = refusal(() => importZip(zip));
    expect(error.code).toBe(ZipCode.tooLarge);
    expect(error.data).toEqual({ entries: [], total: 2_147_484_931, limit: 536_870_912 });
    expect(error.message).toBe(
      'This zip holds 2.0 GB of files (as the archive declares them), more than the 512 MB an import may store in this browser, so nothing was imported. Import only the docs folder, or free storage by deleting workspaces you no longer need.',
    );
    // The limit from the storage estimate applies the same way.
    const small = craftZip([{ name: 'a.md', data: text('12345') }, { name: 'b.md', data: text('67890') }]);
    expect(refusal(() => importZip(small, { maxTotalBytes: 9 })).data).toEqual({ entries: [], total: 10, limit: 9 });
    expect([...importZip(small, { maxTotalBytes: 10 }).files.keys()]).toEqual(['a.md', 'b.md']);
  });

  it('a ratio no real file has is refused from the declared sizes: zip/ratio-too-high', () => {
    const zeros = deflateSync(new Uint8Array(4 * 1024 * 1024));
    const zip = craftZip([{ name: 'docs.json', data: text(config) }, { name: 'zeros.json', data: zeros, method: 8, size: 4 * 1024 * 1024 }]);
    const error = refusal(() => importZip(zip));
    expect(error.code).toBe(ZipCode.ratio);
    expect(error.entries).toEqual(['zeros.json']);
    expect(error.data?.limit).toBe(200);
    expect(error.data?.ratio).toBe(Math.round((4 * 1024 * 1024) / zeros.length));
    expect(error.message).toBe(
      `Nothing was imported: zeros.json (${Math.round(zeros.length / 1024)} KB that would inflate to 4 MB) is compressed far beyond what real files allow, the mark of a zip bomb. Import the project's files from their source instead.`,
    );
    // Under 1 MiB an entry may compress as far as it likes.
    const small = deflateSync(new Uint8Array(1024 * 1024));
    expect(importZip(craftZip([{ name: 'zeros.bin', data: small, method: 8, size: 1024 * 1024, crc: 0xa738ea1c }])).files.get('zeros.bin')).toEqual(new Uint8Array(1024 * 1024));
  });

  it('counts entries before reading them: zip/too-many-entries', () => {
    const zip = zipSync({ 'a.md': text('a'), 'b.md': text('b'), 'c.md': text('c') });
    const error = refusal(() => importZip(zip, { maxEntries: 2 }));
    expect(error.code).toBe(ZipCode.tooManyEntries);
    expect(error.data).toEqual({ entries: [], count: 3, limit: 2 });
  });
});

describe('importZip: archives it cannot read', () => {
  it('refuses a file that is not a zip, a truncated one and a wrong checksum: zip/invalid', () => {
    expect(refusal(() => importZip(text('just text'))).message).toBe('This file is not a zip archive Quire can read (it has no end-of-archive record). Zip the folder again, or import the folder itself.');
    const zip = zipSync({ 'a.md': text('a'.repeat(100)) });
    expect(refusal(() => importZip(zip.subarray(30))).code).toBe(ZipCode.invalid);
    const wrong = refusal(() => importZip(craftZip([{ name: 'a.md', data: text('abc'), crc: 1 }])));
    expect([wrong.code, wrong.entries]).toEqual([ZipCode.invalid, ['a.md']]);
    const garbage = refusal(() => importZip(craftZip([{ name: 'a.md', data: new Uint8Array([0xff, 0xff, 0xff]), method: 8, size: 3 }])));
    expect([garbage.code, garbage.entries]).toEqual([ZipCode.invalid, ['a.md']]);
  });

  it('refuses encrypted entries and other compression methods: zip/unsupported', () => {
    const zip = craftZip([{ name: 'a.md', data: text('abc') }, { name: 'secret.md', data: text('xyz'), flags: 1 }, { name: 'bz.md', data: text('xyz'), method: 12 }]);
    const error = refusal(() => importZip(zip));
    expect(error.code).toBe(ZipCode.unsupported);
    expect(error.entries).toEqual(['secret.md', 'bz.md']);
  });
});
