import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { workerChunkFileNames } from '../../../scripts/vite-plugins/worker-chunk-file-names.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('workerChunkFileNames', () => {
  it("names icon data chunks assets/icons-<key>/[name].js, every other chunk with Vite's default", () => {
    const name = workerChunkFileNames();
    const icon = (file: string) => `/repo/src/core/icons/icon-data/${file}`;
    expect(name({ moduleIds: [icon('rocket.ts')] })).toMatch(/^assets\/icons-[0-9a-f]{10}\/\[name\]\.js$/);
    expect(name({ moduleIds: [icon('rocket.ts'), icon('book.ts')] })).toBe(name({ moduleIds: [icon('rocket.ts')] }));
    expect(name({ moduleIds: [icon('rocket.ts'), '/repo/src/core/icons/icon-resources.ts'] })).toBe('assets/[name]-[hash].js');
    expect(name({ moduleIds: [] })).toBe('assets/[name]-[hash].js');
  });

  it("changes the icon chunks' key when an icon file's bytes change", async () => {
    dir = `${await mkdtemp(join(tmpdir(), 'quire-icons-'))}/`;
    const chunk = { moduleIds: ['/repo/src/core/icons/icon-data/a.ts'] };
    await writeFile(join(dir, 'a.ts'), 'export const icon = "M0 0";');
    const before = workerChunkFileNames(dir)(chunk);
    expect(workerChunkFileNames(dir)(chunk)).toBe(before);
    await writeFile(join(dir, 'a.ts'), 'export const icon = "M0 1";');
    expect(workerChunkFileNames(dir)(chunk)).not.toBe(before);
  });
});
