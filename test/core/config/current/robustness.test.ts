import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/core/config/index.ts';

const sample = `{
  "theme": "maple",
  "name": "Acme",
  "colors": { "primary": "#0D9373" },
  "logo": { "light": "/l.svg", "dark": "/d.svg", "href": "https://acme.com" },
  "navigation": {
    "global": { "anchors": [{ "anchor": "Blog", "href": "https://acme.com/blog" }] },
    "tabs": [{ "tab": "Guides", "groups": [{ "group": "Start", "icon": { "name": "rocket", "style": "duotone" }, "pages": ["intro", { "group": "More", "pages": ["a\\"b"] }] }] }]
  },
  "navbar": { "links": [{ "label": "Support", "href": "mailto:hi@acme.com" }], "primary": { "type": "github", "href": "https://github.com/acme/docs" } },
  "footer": { "socials": { "x": "https://x.com/acme" }, "links": [{ "header": "Company", "items": [{ "label": "About", "href": "/about" }] }] },
  "redirects": [{ "source": "/old", "destination": "/new" }]
}`;

/** Every JSON value of a parsed config, with a setter that replaces it. */
function slots(root: unknown): ((value: unknown) => void)[] {
  const out: ((value: unknown) => void)[] = [];
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      out.push((value) => (record[key] = value));
      walk(record[key]);
    }
  };
  walk(root);
  return out;
}

describe('validateConfig on a current-format config being typed', () => {
  it('accepts the complete sample', () => {
    expect(validateConfig(sample).diagnostics).toEqual([]);
  });

  it('never throws on any prefix, reports an error for each, and keeps ranges inside the text', () => {
    for (let end = 0; end < sample.length; end++) {
      const text = sample.slice(0, end);
      const result = validateConfig(text);
      expect(result.currentConfig).toBeUndefined();
      expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
      const last = result.lines.positionAt(text.length);
      for (const d of result.diagnostics) expect(d.endLine).toBeLessThanOrEqual(last.line);
    }
  });

  it('never throws when one character is removed anywhere', () => {
    for (let at = 0; at < sample.length; at++) {
      expect(() => validateConfig(sample.slice(0, at) + sample.slice(at + 1))).not.toThrow();
    }
  });

  it('never throws, and gives each diagnostic a path and a line, when any value is replaced by one of another JSON type', () => {
    const count = slots(JSON.parse(sample)).length;
    for (let i = 0; i < count; i++) {
      for (const replacement of [null, 7, 'x', [], {}, true]) {
        const value = JSON.parse(sample) as unknown;
        slots(value)[i]?.(replacement);
        const result = validateConfig(JSON.stringify(value, null, 2));
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.path).toBeDefined();
        }
      }
    }
  });
});
