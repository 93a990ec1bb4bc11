import { describe, expect, it } from 'vitest';
import { navigationPageContext } from '../../src/editor/navigation-context.ts';
import { pagePathCompletions, pageRef } from '../../src/editor/page-path-completions.ts';
import { cursor } from './fixtures.ts';

const context = (marked: string) => {
  const { text, offset } = cursor(marked);
  return navigationPageContext(text, offset);
};

describe('navigationPageContext', () => {
  it('finds a string inside navigation[].pages', () => {
    expect(context('{"navigation": [{"group": "Start", "pages": ["intro", "qu|"]}]}')).toEqual({ inString: true, unterminated: false, prefix: 'qu', start: 55, end: 57, path: ['navigation', 0, 'pages', 1] });
  });

  it('finds an empty slot of a pages array, where a quoted string is inserted', () => {
    expect(context('{"navigation": [{"group": "Start", "pages": [|]}]}')).toEqual({ inString: false, unterminated: false, prefix: '', start: 45, end: 45, path: ['navigation', 0, 'pages', 0] });
    expect(context('{"navigation": [{"group": "Start", "pages": ["intro", |]}]}')).toMatchObject({ inString: false, start: 54 });
  });

  it('finds nested groups and tabs', () => {
    expect(context('{"navigation": [{"group": "A", "pages": [{"group": "B", "pages": ["a|"]}]}]}')).toMatchObject({ inString: true, path: ['navigation', 0, 'pages', 0, 'pages', 0] });
    expect(context('{"navigation": {"tabs": [{"tab": "T", "groups": [{"group": "G", "pages": ["|"]}]}]}}')).toMatchObject({ inString: true, prefix: '' });
  });

  it('finds an unterminated string being typed', () => {
    expect(context('{"navigation": [{"group": "A", "pages": ["intro",\n  "gu|')).toMatchObject({ inString: true, unterminated: true, prefix: 'gu', start: 53, end: 55 });
  });

  it('is undefined outside page entries', () => {
    expect(context('{"navigation": [{"group": "St|art", "pages": []}]}')).toBeUndefined();
    expect(context('{"navigation": [{"group": "Start", "pa|ges": []}]}')).toBeUndefined();
    expect(context('{"navigation": [{"group": "Start", "pages": ["intro"|]}]}')).toBeUndefined();
    expect(context('{"navigation": [{"group": "Start", "pages": ["intro" |]}]}')).toBeUndefined();
    expect(context('{"versions": ["v|1"], "pages": ["a"]}')).toBeUndefined();
    expect(context('{"tabs": [{"name": "API", "url": "ap|i"}]}')).toBeUndefined();
  });
});

describe('pagePathCompletions', () => {
  const files = ['docs.json', 'index.mdx', 'guides/setup.md', 'guides/deploy.mdx', 'images/logo.png', 'api/users'];

  it('offers the workspace pages without extension, unlisted ones first', () => {
    const { text, offset } = cursor('{"navigation": [{"group": "A", "pages": ["index", "|"]}]}');
    const items = pagePathCompletions(text, offset, files);
    expect(items.map((i) => [i.label, i.insertText, i.sortText, i.detail])).toEqual([
      ['api/users', 'api/users', '0api/users', 'page'],
      ['guides/deploy', 'guides/deploy', '0guides/deploy', 'page'],
      ['guides/setup', 'guides/setup', '0guides/setup', 'page'],
      ['index', 'index', '1index', 'page (already in navigation)'],
    ]);
    expect(items[0]).toMatchObject({ kind: 'page', start: 51, end: 51 });
  });

  it('inserts quoted paths in an empty slot', () => {
    const { text, offset } = cursor('{"navigation": [{"group": "A", "pages": [|]}]}');
    expect(pagePathCompletions(text, offset, ['intro.mdx']).map((i) => i.insertText)).toEqual(['"intro"']);
  });

  it('closes the quote of a path being typed, replacing only the path before `]}` on the same line', () => {
    const { text, offset } = cursor('{"navigation": [{"group": "A", "pages": ["gu|]}]}');
    const items = pagePathCompletions(text, offset, ['guides/setup.mdx']);
    expect(items.map((i) => [i.insertText, i.start, i.end])).toEqual([['guides/setup"', 42, 44]]);
    expect(text.slice(0, 42) + items[0]?.insertText + text.slice(44)).toBe('{"navigation": [{"group": "A", "pages": ["guides/setup"]}]}');
  });

  it('keeps the quote of a closed string as it is', () => {
    const { text, offset } = cursor('{"navigation": [{"group": "A", "pages": ["gu|"]}]}');
    expect(pagePathCompletions(text, offset, ['guides/setup.mdx']).map((i) => [i.insertText, i.start, i.end])).toEqual([['guides/setup', 42, 44]]);
  });

  it('offers nothing outside navigation pages', () => {
    const { text, offset } = cursor('{"name": "|"}');
    expect(pagePathCompletions(text, offset, files)).toEqual([]);
  });
});

describe('pageRef', () => {
  it('strips .md and .mdx and leading ./ or /, and rejects other files', () => {
    expect(['./guides/a.mdx', '/b.md', 'c', 'logo.svg', 'folder/'].map(pageRef)).toEqual(['guides/a', 'b', 'c', undefined, undefined]);
  });
});
