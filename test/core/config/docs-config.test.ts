import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { positions, withField } from './config-fixture.ts';

describe('validateConfig: the docs.json object', () => {
  it('accepts the smallest config and fills in every documented default', () => {
    const result = validateConfig('{ "name": "Docs", "navigation": [] }');
    expect(result.diagnostics).toEqual([]);
    expect(result.config).toEqual({
      name: 'Docs',
      navigation: [],
      topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
      api: { playground: { mode: 'show' } },
      feedback: { suggestEdit: false, raiseIssue: false },
      modeToggle: { isHidden: false },
    });
  });

  it('applies the defaults of nested objects: logo href, button type, anchor flags', () => {
    const text = withField(
      '"logo": { "light": "/l.svg", "dark": "/d.svg" }, "topbarCtaButton": { "name": "Go", "url": "https://acme.com" }, "anchors": [{ "name": "Blog", "url": "blog" }], "api": { "auth": { "method": "key" } }, "feedback": { "raiseIssue": true }, "modeToggle": { "default": "dark" }, "topAnchor": { "name": "Guides" }',
    );
    const { config, diagnostics } = validateConfig(text);
    expect(diagnostics).toEqual([]);
    expect(config?.logo).toEqual({ light: '/l.svg', dark: '/d.svg', href: '/' });
    expect(config?.topbarCtaButton).toEqual({ type: 'link', name: 'Go', url: 'https://acme.com' });
    expect(config?.anchors).toEqual([{ name: 'Blog', url: 'blog', isDefaultHidden: false, iconType: 'duotone' }]);
    expect(config?.api).toEqual({ auth: { method: 'key' }, playground: { mode: 'show' } });
    expect(config?.feedback).toEqual({ suggestEdit: false, raiseIssue: true });
    expect(config?.modeToggle).toEqual({ default: 'dark', isHidden: false });
    expect(config?.topAnchor).toEqual({ name: 'Guides', icon: 'book-open', iconType: 'duotone' });
  });

  it('keeps explicit values over defaults', () => {
    const { config } = validateConfig(withField('"anchors": [{ "name": "Blog", "url": "blog", "isDefaultHidden": true, "iconType": "solid" }]'));
    expect(config?.anchors).toEqual([{ name: 'Blog', url: 'blog', isDefaultHidden: true, iconType: 'solid' }]);
  });

  it('name: accepts a string, rejects a missing name at the root `{` and a non-string at the value', () => {
    expect(positions('{ "name": "Acme", "navigation": [] }')).toEqual([]);
    expect(positions('{ "navigation": [] }')).toEqual([{ code: 'config/missing-key', severity: 'error', line: 1, column: 1 }]);
    expect(positions('{ "name": 42, "navigation": [] }')).toEqual([{ code: 'config/invalid-type', severity: 'error', line: 1, column: 11 }]);
  });

  it('navigation: accepts an array of groups, rejects a missing navigation and a non-array', () => {
    expect(positions('{ "name": "Acme", "navigation": [{ "group": "Start", "pages": ["intro"] }] }')).toEqual([]);
    expect(positions('{\n  "name": "Acme"\n}')).toEqual([{ code: 'config/missing-key', severity: 'error', line: 1, column: 1 }]);
    expect(positions('{ "name": "Acme", "navigation": { "group": "Start" } }')).toEqual([{ code: 'config/invalid-type', severity: 'error', line: 1, column: 33 }]);
  });

  it('reports both required keys of an empty object, with plain messages', () => {
    const { diagnostics, config } = validateConfig('{}');
    expect(config).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.endColumn, d.path, d.message])).toEqual([
      ['config/missing-key', 1, 1, 2, 'name', 'docs.json is missing the required key `name`'],
      ['config/missing-key', 1, 1, 2, 'navigation', 'docs.json is missing the required key `navigation`'],
    ]);
  });

  it('rejects a root that is not an object', () => {
    const { diagnostics } = validateConfig('["intro"]');
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([['config/invalid-type', 1, 1, 'docs.json must be an object (got an array)']]);
  });

  it('accepts `$schema`, which real configs carry for their editors', () => {
    expect(positions('{ "$schema": "https://mintlify.com/schema.json", "name": "Acme", "navigation": [] }')).toEqual([]);
  });

  it('returns the config when there are only warnings, without the unknown keys', () => {
    const { config, diagnostics } = validateConfig(withField('"analyticz": { "ga4": { "measurementId": "G-1" } }'));
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([['config/unknown-key', 'warning']]);
    expect(config).toBeDefined();
    expect(config && 'analyticz' in config).toBe(false);
  });

  it('reports a key the platform accepts but Quire does not show (analytics) as config/not-shown info, not unknown', () => {
    // Before: [['config/unknown-key', 'warning']].
    const { config, diagnostics } = validateConfig(withField('"analytics": { "ga4": { "measurementId": "G-1" } }'));
    expect(diagnostics.map((d) => [d.code, d.severity, d.path, d.message])).toEqual([['config/not-shown', 'info', 'analytics', '`analytics` is not shown in the preview yet: Quire checks it, but the preview and the exported site leave it out.']]);
    expect(config).toBeDefined();
    expect(config && 'analytics' in config).toBe(false);
  });

  it('returns no config when there is any error', () => {
    const { config } = validateConfig(withField('"colors": { "primary": "teal" }'));
    expect(config).toBeUndefined();
  });

  it('names the file given in options and writes the JSON path of each diagnostic', () => {
    const { diagnostics } = validateConfig(withField('"anchors": [{ "name": "Blog", "url": "blog", "iconType": "bold" }]'), { file: 'docs/mint.json' });
    expect(diagnostics.map((d) => [d.file, d.path])).toEqual([['docs/mint.json', 'anchors[0].iconType']]);
  });

  it('quotes keys that are not identifiers in paths', () => {
    const { diagnostics } = validateConfig(withField('"footerSocials": { "hacker-news": "news.ycombinator.com" }'));
    expect(diagnostics.map((d) => d.path)).toEqual(['footerSocials["hacker-news"]']);
  });

  it('sorts diagnostics by position, whatever rule found them', () => {
    const text = `{
  "name": "Acme",
  "colours": {},
  "navigation": [{ "group": "A", "pages": ["intro", "intro"] }],
  "colors": { "primary": "red" }
}`;
    expect(positions(text)).toEqual([
      { code: 'config/unknown-key', severity: 'warning', line: 3, column: 3 },
      { code: 'config/duplicate-page', severity: 'warning', line: 4, column: 53 },
      { code: 'config/invalid-color', severity: 'error', line: 5, column: 26 },
    ]);
  });

  it('gives each diagnostic an end position covering the offending value', () => {
    const [d] = validateConfig(withField('"colors": { "primary": "blue" }')).diagnostics;
    expect(d && [d.line, d.column, d.endLine, d.endColumn]).toEqual([4, 26, 4, 32]);
  });

  it('never throws on odd but valid JSON values', () => {
    for (const text of ['null', '0', '"docs"', 'true', '{"name":"x","navigation":[null, 1, "a", [], {}]}', '{"__proto__": {"name": "x"}, "navigation": []}']) {
      expect(() => validateConfig(text)).not.toThrow();
      expect(validateConfig(text).config).toBeUndefined();
    }
  });
});
