import { describe, expect, it } from 'vitest';
import { navigationPages, navigationPagesFromJson, validateConfig } from '../../../src/core/config/index.ts';

const text = `{
  "name": "Docs",
  "navigation": [
    { "group": "Start", "pages": ["intro", "quickstart"] },
    { "group": "API", "pages": ["api/overview", { "group": "Endpoints", "pages": ["api/get", { "group": "Deep", "pages": ["api/deep"] }] }] }
  ]
}`;

const expected = [
  { page: 'intro', path: ['navigation', 0, 'pages', 0], groups: ['Start'] },
  { page: 'quickstart', path: ['navigation', 0, 'pages', 1], groups: ['Start'] },
  { page: 'api/overview', path: ['navigation', 1, 'pages', 0], groups: ['API'] },
  { page: 'api/get', path: ['navigation', 1, 'pages', 1, 'pages', 0], groups: ['API', 'Endpoints'] },
  { page: 'api/deep', path: ['navigation', 1, 'pages', 1, 'pages', 1, 'pages', 0], groups: ['API', 'Endpoints', 'Deep'] },
];

describe('navigationPages', () => {
  it('lists every page of a parsed config in order, with its JSON path and groups', () => {
    const { config } = validateConfig(text);
    expect(config && navigationPages(config)).toEqual(expected);
  });

  it('gives paths that rangeOf resolves to the page strings', () => {
    const result = validateConfig(text);
    const pages = result.config ? navigationPages(result.config) : [];
    const range = result.rangeOf(pages[4]?.path ?? []);
    expect(range && text.slice(range.start, range.end)).toBe('"api/deep"');
  });
});

describe('navigationPagesFromJson', () => {
  it('gives the same list as navigationPages on a valid config', () => {
    expect(navigationPagesFromJson(JSON.parse(text))).toEqual(expected);
  });

  it('walks an invalid config leniently: strings in pages arrays, whatever else is wrong', () => {
    const value = {
      navigation: [
        { group: 7, pages: ['a.mdx', 3, null, { pages: ['b'] }] },
        'not a group',
        { group: 'No pages' },
        { group: 'C', pages: ['c'], icon: 'x' },
      ],
    };
    expect(navigationPagesFromJson(value)).toEqual([
      { page: 'a.mdx', path: ['navigation', 0, 'pages', 0], groups: [''] },
      { page: 'b', path: ['navigation', 0, 'pages', 3, 'pages', 0], groups: ['', ''] },
      { page: 'c', path: ['navigation', 3, 'pages', 0], groups: ['C'] },
    ]);
  });

  it('returns nothing for values without a navigation array', () => {
    expect(navigationPagesFromJson(undefined)).toEqual([]);
    expect(navigationPagesFromJson({ navigation: {} })).toEqual([]);
    expect(navigationPagesFromJson([])).toEqual([]);
  });
});
