import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildThreads, cachedBuild, prestartCount } from '../../src/cli/build-workers.ts';

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
