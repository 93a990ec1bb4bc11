import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importFolder, ZipCode } from '../../../src/workspace/index.ts';
import { refusal } from './refusal.ts';

const file = (path: string, content: string | Uint8Array) => ({ path, bytes: typeof content === 'string' ? strToU8(content) : content });

describe('importFolder', () => {
  it("opens a picked folder at its own name (webkitRelativePath), with the zip import's text/binary rule", () => {
    const imported = importFolder([file('my-docs/docs.json', '{}'), file('my-docs/img/logo.png', new Uint8Array([1, 2])), file('my-docs/.git/HEAD', 'ref: refs/heads/main\n')]);
    expect(imported.folder).toBe('my-docs');
    expect([...imported.files]).toEqual([
      ['.git/HEAD', 'ref: refs/heads/main\n'],
      ['docs.json', '{}'],
      ['img/logo.png', new Uint8Array([1, 2])],
    ]);
    expect(imported.binary).toEqual(['img/logo.png']);
  });

  it('takes the paths of a directory-handle walk as they are when they are not in one folder', () => {
    expect([...importFolder([file('docs.json', '{}'), file('a/b.mdx', 'B')]).files.keys()]).toEqual(['a/b.mdx', 'docs.json']);
  });

  it('refuses the paths a zip would refuse, naming each, and repeats', () => {
    const error = refusal(() => importFolder([file('ok.md', ''), file('../up.md', ''), file('/root.md', ''), file('x/./ok.md', ''), file('x/ok.md', '')]));
    expect(error.code).toBe(ZipCode.unsafeEntries);
    expect(error.refused).toEqual([
      { name: '../up.md', problem: 'parent' },
      { name: '/root.md', problem: 'absolute' },
      { name: 'x/ok.md', problem: 'duplicate' },
    ]);
  });

  it('counts the bytes themselves against the limit, and the files against the entry limit', () => {
    const files = [file('a.md', '12345'), file('b.md', '678')];
    expect(refusal(() => importFolder(files, { maxTotalBytes: 7 })).data).toEqual({ entries: [], total: 8, limit: 7 });
    expect(refusal(() => importFolder(files, { maxTotalBytes: 7 })).message).toBe(
      'This folder holds 8 bytes of files (counted file by file), more than the 7 bytes an import may store in this browser, so nothing was imported. Import only the docs folder, or free storage by deleting workspaces you no longer need.',
    );
    expect(refusal(() => importFolder(files, { maxEntries: 1 })).code).toBe(ZipCode.tooManyEntries);
    expect(importFolder(files, { maxTotalBytes: 8, maxEntries: 2 }).files.size).toBe(2);
  });
});
