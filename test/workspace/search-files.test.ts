import { describe, expect, it } from 'vitest';
import { replaceInText, searchFiles, searchPattern } from '../../src/workspace/index.ts';

const files: [string, string][] = [
  ['b.mdx', 'Water the plant.\nThe plant grows.'],
  ['a.mdx', 'Plants need water.'],
];

describe('searchFiles', () => {
  it('finds every match with its line and column, files in path order, ignoring case by default', () => {
    const pattern = searchPattern('plant');
    if (typeof pattern === 'string') throw new Error(pattern);
    expect(searchFiles(files, pattern).map((m) => `${m.path}:${m.line}:${m.column}:${m.length}`)).toEqual(['a.mdx:1:1:5', 'b.mdx:1:11:5', 'b.mdx:2:5:5']);
  });

  it('matches case, whole words and regular expressions when asked', () => {
    const exact = searchPattern('plant', { caseSensitive: true, wholeWord: true });
    const regex = searchPattern('(wat|grow)', { regex: true });
    if (typeof exact === 'string' || typeof regex === 'string') throw new Error('bad pattern');
    expect(searchFiles(files, exact).map((m) => `${m.path}:${m.line}`)).toEqual(['b.mdx:1', 'b.mdx:2']);
    expect(searchFiles(files, regex).map((m) => m.preview)).toEqual(['Plants need water.', 'Water the plant.', 'The plant grows.']);
  });

  it('explains an empty query and an invalid regular expression', () => {
    expect(searchPattern('')).toBe('Type something to search for.');
    expect(searchPattern('(', { regex: true })).toMatch(/^Invalid regular expression: /);
    expect(searchPattern('(')).toBeInstanceOf(RegExp);
  });

  it('stops at the limit', () => {
    const pattern = searchPattern('a');
    if (typeof pattern === 'string') throw new Error(pattern);
    expect(searchFiles([['x.md', 'aaaa']], pattern, 3)).toHaveLength(3);
  });
});

describe('replaceInText', () => {
  it('replaces every match literally, or with groups for a regular expression', () => {
    const literal = searchPattern('$x');
    const regex = searchPattern('(\\w+)@(\\w+)', { regex: true });
    if (typeof literal === 'string' || typeof regex === 'string') throw new Error('bad pattern');
    expect(replaceInText('a $x b $x', literal, '$1', false)).toEqual({ text: 'a $1 b $1', count: 2 });
    expect(replaceInText('me@home you@work', regex, '$2:$1', true)).toEqual({ text: 'home:me work:you', count: 2 });
  });
});
