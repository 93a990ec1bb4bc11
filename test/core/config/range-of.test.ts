import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';

describe('ConfigResult.rangeOf and lines', () => {
  const text = '{\n  "name": "Docs",\n  "navigation": [{ "group": "A", "pages": ["intro", "setup"] }],\n  "footerSocials": { "hacker-news": "https://news.ycombinator.com" }\n}';

  it('gives the offsets of the value at a path', () => {
    const result = validateConfig(text);
    const slice = (path: (string | number)[]): string | undefined => {
      const r = result.rangeOf(path);
      return r && text.slice(r.start, r.end);
    };
    expect(slice(['name'])).toBe('"Docs"');
    expect(slice(['navigation', 0, 'pages', 1])).toBe('"setup"');
    expect(slice(['navigation', 0, 'group'])).toBe('"A"');
    expect(slice(['footerSocials', 'hacker-news'])).toBe('"https://news.ycombinator.com"');
    expect(slice([])).toBe(text);
  });

  it('returns undefined for paths that do not exist', () => {
    const result = validateConfig(text);
    expect(result.rangeOf(['navigation', 5])).toBeUndefined();
    expect(result.rangeOf(['logo'])).toBeUndefined();
    expect(result.rangeOf(['name', 'x'])).toBeUndefined();
  });

  it('works on invalid JSON too, for the part that parsed', () => {
    const broken = '{\n  "name": "Docs"\n  "navigation": []\n}';
    const result = validateConfig(broken);
    const r = result.rangeOf(['navigation']);
    expect(r && broken.slice(r.start, r.end)).toBe('[]');
  });

  it('uses the last of duplicate keys, as JSON.parse does (and says so: config/duplicate-key)', () => {
    const dup = '{ "name": "One", "name": "Two", "navigation": [] }';
    const result = validateConfig(dup);
    expect((result.value as { name: string }).name).toBe('Two');
    expect(result.diagnostics.map((d) => `${d.column} ${d.code}`)).toEqual(['18 config/duplicate-key']);
    const r = result.rangeOf(['name']);
    expect(r && dup.slice(r.start, r.end)).toBe('"Two"');
  });

  it('finds keys written with escapes', () => {
    const escaped = '{ "n\\u0061me": "Docs", "navigation": [] }';
    const result = validateConfig(escaped);
    expect(result.diagnostics).toEqual([]);
    const r = result.rangeOf(['name']);
    expect(r && escaped.slice(r.start, r.end)).toBe('"Docs"');
  });

  it('exposes the line index of the text', () => {
    expect(validateConfig(text).lines.positionAt(text.indexOf('"setup"'))).toEqual({ line: 3, column: 53 });
  });
});
