import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { positions } from './config-fixture.ts';

/** A docs.json whose navigation is `groups`, written from line 3 on. */
function withNavigation(groups: string): string {
  return `{\n  "name": "Docs",\n  "navigation": ${groups}\n}`;
}

describe('navigation', () => {
  it('group: accepts a string (even empty), rejects a missing group at the `{` and a non-string at the value', () => {
    expect(positions(withNavigation('[{ "group": "", "pages": ["intro"] }]'))).toEqual([]);
    expect(positions(withNavigation('[{ "pages": ["intro"] }]'))).toEqual([{ code: 'config/missing-key', severity: 'error', line: 3, column: 18 }]);
    expect(positions(withNavigation('[{ "group": 1, "pages": ["intro"] }]'))).toEqual([{ code: 'config/invalid-type', severity: 'error', line: 3, column: 29 }]);
  });

  it('pages: accepts page paths, rejects a missing pages list and a non-array', () => {
    expect(positions(withNavigation('[{ "group": "Start", "pages": ["intro", "guides/setup", "client/c++/intro"] }]'))).toEqual([]);
    expect(positions(withNavigation('[{ "group": "Start" }]'))).toEqual([{ code: 'config/missing-key', severity: 'error', line: 3, column: 18 }]);
    expect(positions(withNavigation('[{ "group": "Start", "pages": "intro" }]'))).toEqual([{ code: 'config/invalid-type', severity: 'error', line: 3, column: 47 }]);
  });

  it('a navigation item must be an object', () => {
    expect(positions(withNavigation('["intro"]'))).toEqual([{ code: 'config/invalid-type', severity: 'error', line: 3, column: 18 }]);
  });

  it('page entries: rejects an extension (with a fix), a path leaving the project, a URL, an empty string and a number', () => {
    const text = withNavigation('[{ "group": "A", "pages": ["intro.mdx", "../secret", "https://acme.com/page", "", 7] }]');
    const { diagnostics } = validateConfig(text);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['config/invalid-page', 3, 44, '`navigation[0].pages[0]` must not include the file extension: write `intro` (got `intro.mdx`)'],
      ['config/invalid-page', 3, 57, '`navigation[0].pages[1]` must be a page path relative to the project root, without extension, such as `guides/setup` (got `../secret`)'],
      ['config/invalid-page', 3, 70, '`navigation[0].pages[2]` must be a page path relative to the project root, without extension, such as `guides/setup` (got `https://acme.com/page`)'],
      ['config/invalid-page', 3, 95, '`navigation[0].pages[3]` must be a page path relative to the project root, without extension, such as `guides/setup` (got ``)'],
      ['config/invalid-type', 3, 99, '`navigation[0].pages[4]` must be a string or an object (got 7)'],
    ]);
    const start = text.indexOf('"intro.mdx"');
    expect(diagnostics[0]?.fix?.edits).toEqual([{ file: 'docs.json', start, end: start + '"intro.mdx"'.length, text: '"intro"' }]);
  });

  it('accepts a page path with a leading `/` (the project root)', () => {
    expect(positions(withNavigation('[{ "group": "A", "pages": ["/quickstart"] }]'))).toEqual([]);
  });

  it('accepts nested groups four levels deep and keeps them in the parsed config', () => {
    const text = withNavigation(`[
    { "group": "L1", "pages": [
      "a",
      { "group": "L2", "pages": [
        { "group": "L3", "pages": [
          { "group": "L4", "pages": ["deep/page"] }
        ] }
      ] }
    ] }
  ]`);
    const { diagnostics, config } = validateConfig(text);
    expect(diagnostics).toEqual([]);
    expect(config?.navigation).toEqual([
      { group: 'L1', pages: ['a', { group: 'L2', pages: [{ group: 'L3', pages: [{ group: 'L4', pages: ['deep/page'] }] }] }] },
    ]);
  });

  it('checks nested groups at any depth, at the right position', () => {
    const text = withNavigation(`[
    { "group": "L1", "pages": [
      { "group": "L2", "pages": [
        { "group": "L3", "pages": [
          { "group": "L4", "pages": ["deep/page.md"] },
          { "group": "L4b" }
        ] }
      ] }
    ] }
  ]`);
    expect(validateConfig(text).diagnostics.map((d) => [d.code, d.line, d.column, d.path])).toEqual([
      ['config/invalid-page', 7, 38, 'navigation[0].pages[0].pages[0].pages[0].pages[0]'],
      ['config/missing-key', 8, 11, 'navigation[0].pages[0].pages[0].pages[1].pages'],
    ]);
  });

  it('reports a group `icon` (the platform accepts it) once as not shown, warns about other unknown group keys; a group keeps its `version`', () => {
    // Before: ['config/unknown-key', 'warning', 3, 34, 'Unknown key `icon` is ignored. Known keys here: group, version, pages'], once per group.
    const text = withNavigation('[{ "group": "A", "icon": "rocket", "version": "v2", "pages": ["intro", { "group": "B", "icon": "x", "pages": ["b"] }] }, { "group": "C", "iconz": "x", "pages": ["c"] }]');
    const { diagnostics, config } = validateConfig(text);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.message])).toEqual([
      ['config/not-shown', 'info', 3, 34, 'group `icon` is not shown in the preview yet: Quire checks it, but the preview and the exported site leave it out.'],
      ['config/unknown-version', 'warning', 3, 63, 'Group version `v2` is not listed in `versions`, which is not set; the group would never show. Add `"versions": ["v2"]` or remove `version`'],
      ['config/unknown-key', 'warning', 3, 154, 'Unknown key `iconz` is ignored. Known keys here: group, version, pages'],
    ]);
    expect(config?.navigation).toEqual([{ group: 'A', version: 'v2', pages: ['intro', { group: 'B', pages: ['b'] }] }, { group: 'C', pages: ['c'] }]);
  });

  it('rejects a group `version` that is not a string', () => {
    const text = withNavigation('[{ "group": "A", "version": 2, "pages": ["intro"] }]');
    expect(validateConfig(text).diagnostics.map((d) => [d.code, d.line, d.column, d.path])).toEqual([['config/invalid-type', 3, 45, 'navigation[0].version']]);
  });
});

describe('duplicate pages', () => {
  it('accepts distinct pages', () => {
    expect(positions(withNavigation('[{ "group": "A", "pages": ["intro", "guides/intro"] }]'))).toEqual([]);
  });

  it('warns at the second occurrence, naming the first, even across nested groups', () => {
    const text = withNavigation(`[
    { "group": "Start", "pages": ["intro", "setup"] },
    { "group": "More", "pages": [{ "group": "Inner", "pages": ["intro"] }] }
  ]`);
    const { diagnostics, config } = validateConfig(text);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.path, d.message])).toEqual([
      [
        'config/duplicate-page',
        'warning',
        5,
        64,
        'navigation[1].pages[0].pages[0]',
        '`intro` is already listed at `navigation[0].pages[0]` (group `Start`); a page appears once in navigation',
      ],
    ]);
    expect(config).toBeDefined();
  });

  it('treats `/intro` and `intro` as the same page and warns at every repeat', () => {
    const text = withNavigation('[{ "group": "A", "pages": ["intro", "/intro", "intro"] }]');
    expect(positions(text)).toEqual([
      { code: 'config/duplicate-page', severity: 'warning', line: 3, column: 53 },
      { code: 'config/duplicate-page', severity: 'warning', line: 3, column: 63 },
    ]);
  });

  it('still finds duplicates when the config has errors', () => {
    const text = withNavigation('[{ "group": 5, "pages": ["intro", "intro"] }]');
    expect(positions(text)).toEqual([
      { code: 'config/invalid-type', severity: 'error', line: 3, column: 29 },
      { code: 'config/duplicate-page', severity: 'warning', line: 3, column: 51 },
    ]);
  });
});
