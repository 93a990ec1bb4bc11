import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildThreads, cachedBuild, fewPages, prestartCount } from '../../src/cli/build-workers.ts';

describe('buildThreads', () => {
  it('uses --jobs, else every core, between 1 and 8', () => {
    expect(buildThreads(undefined, 2)).toBe(2);
    expect(buildThreads(undefined, 1)).toBe(1);
    expect(buildThreads(3, 2)).toBe(3);
    expect(buildThreads(undefined, 64)).toBe(8);
    expect(buildThreads(0, 4)).toBe(1);
  });
});

describe('prestartCount', () => {
  it('starts one worker fewer than the build’s threads, before the project is read', () => {
    expect(prestartCount(['build', 'docs', '--out', 'site'], 2)).toBe(1);
    expect(prestartCount(['build', 'docs', '--out', 'site'], 6)).toBe(5);
    expect(prestartCount(['build', 'docs', '--out', 'site', '--jobs', '3'], 2)).toBe(2);
    expect(prestartCount(['build', '--jobs=4', 'docs'], 2)).toBe(3);
    expect(prestartCount(['build', '--jobs', '20'], 2)).toBe(7);
  });

  it('starts none for one thread, another command or a --jobs value the CLI rejects', () => {
    expect(prestartCount(['build', 'docs', '--jobs', '1'], 8)).toBe(0);
    expect(prestartCount(['build', 'docs'], 1)).toBe(0);
    expect(prestartCount(['check', 'docs'], 8)).toBe(0);
    expect(prestartCount(['build', '--jobs', 'many'], 8)).toBe(0);
    expect(prestartCount(['build', '--jobs', '0'], 8)).toBe(0);
    expect(prestartCount(['build', '--jobs'], 8)).toBe(0);
  });
});

describe('cachedBuild', () => {
  const root = mkdtempSync(join(tmpdir(), 'quire-cached-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is true for a build whose cache folder holds entries, named or found as the build finds it', () => {
    mkdirSync(join(root, 'named/v2'), { recursive: true });
    mkdirSync(join(root, 'empty'), { recursive: true });
    mkdirSync(join(root, 'work/node_modules/.cache/quire/v2'), { recursive: true });
    mkdirSync(join(root, 'work/docs'), { recursive: true });
    expect(cachedBuild(['build', 'docs', '--out', 'site', '--cache', 'named'], root)).toBe(true);
    expect(cachedBuild(['build', '--cache=named', 'docs', '--jobs', '2', '--out', 'site'], root)).toBe(true);
    expect(cachedBuild(['build', 'docs', '--out', 'site'], join(root, 'work'))).toBe(true);
    expect(cachedBuild(['build', '--out', 'site'], join(root, 'work/docs'))).toBe(true);
  });

  it('is false for a cache folder without entries, no cache, another command or a line the CLI rejects', () => {
    expect(cachedBuild(['build', 'docs', '--out', 'site', '--cache', 'empty'], root)).toBe(false);
    expect(cachedBuild(['build', 'docs', '--out', 'site', '--cache', 'missing'], root)).toBe(false);
    expect(cachedBuild(['build', 'docs', '--out', 'site', '--no-cache'], join(root, 'work'))).toBe(false);
    expect(cachedBuild(['build', 'docs', '--out', 'site'], root)).toBe(false);
    expect(cachedBuild(['check', 'docs', '--cache', 'named'], root)).toBe(false);
    expect(cachedBuild(['build', 'docs', '--out', 'site', '--cache', 'named', '--bogus'], root)).toBe(false);
  });
});

describe('fewPages', () => {
  const root = mkdtempSync(join(tmpdir(), 'quire-few-pages-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** A folder with `count` pages spread over nested folders, and page-named files where a build never looks. */
  const project = (name: string, count: number): string => {
    const dir = join(root, name);
    for (let i = 0; i < count; i++) {
      const folder = join(dir, `section-${i % 3}`, i % 2 ? 'deep' : '');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `page-${i}.${i % 4 ? 'mdx' : 'MD'}`), '# Page\n');
    }
    for (const hidden of ['node_modules/pkg', '.git/refs', '.cache']) {
      mkdirSync(join(dir, hidden), { recursive: true });
      for (let i = 0; i < 30; i++) writeFileSync(join(dir, hidden, `readme-${i}.md`), '# Not a page\n');
    }
    writeFileSync(join(dir, 'docs.json'), '{}');
    return dir;
  };

  it('says a folder with fewer pages than two threads need (24) is small, not counting node_modules and dot-folders', () => {
    expect([fewPages(project('small', 23)), fewPages(project('enough', 24)), fewPages(project('large', 300))]).toEqual([true, false, false]);
  });

  it('takes a folder of over 5,000 entries as large, and a missing folder as holding no page', () => {
    const wide = join(root, 'wide');
    mkdirSync(wide);
    for (let i = 0; i < 5_001; i++) writeFileSync(join(wide, `image-${i}.png`), '');
    expect([fewPages(wide), fewPages(join(root, 'missing'))]).toEqual([false, true]);
  });
});
