import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';

const sample = `{
  "name": "Acme",
  "logo": { "light": "/l.svg", "dark": "/d.svg" },
  "colors": { "primary": "#0D9373", "background": { "light": "#fff", "dark": "#000" } },
  "anchors": [{ "name": "Blog", "url": "blog", "color": { "from": "#fff", "to": "#000" } }],
  "navigation": [{ "group": "Start", "pages": ["intro", { "group": "More", "pages": ["a\\"b"] }] }],
  "footerSocials": { "x": "https://x.com/acme" }
}`;

describe('validateConfig on text being typed', () => {
  it('accepts the complete sample', () => {
    expect(validateConfig(sample).diagnostics).toEqual([]);
  });

  it('never throws on any prefix of a config, always reports an error, and keeps ranges inside the text', () => {
    for (let end = 0; end < sample.length; end++) {
      const text = sample.slice(0, end);
      const result = validateConfig(text);
      expect(result.config).toBeUndefined();
      const last = result.lines.positionAt(text.length);
      for (const d of result.diagnostics) {
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.endLine).toBeLessThanOrEqual(last.line);
        expect(d.line < d.endLine || d.column <= d.endColumn).toBe(true);
      }
    }
  });

  it('never throws when one character is removed anywhere', () => {
    for (let at = 0; at < sample.length; at++) {
      expect(() => validateConfig(sample.slice(0, at) + sample.slice(at + 1))).not.toThrow();
    }
  });
});
