import { describe, expect, it } from 'vitest';
import { buildThreads, prestartCount } from '../../src/cli/build-workers.ts';

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
