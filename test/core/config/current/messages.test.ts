import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/core/config/index.ts';
import { withCurrentField } from './current-fixture.ts';

/** Each diagnostic as line, column, severity, code and message. */
function described(text: string): { line: number; column: number; severity: string; code: string; message: string }[] {
  return validateConfig(text).diagnostics.map((d) => ({ line: d.line, column: d.column, severity: d.severity, code: d.code, message: d.message }));
}

describe('validateConfig: messages of the current format', () => {
  it('names each missing required key, and suggests the closest theme with a quick fix', () => {
    const text = '{\n  "theme": "mapple",\n  "navigation": { "pages": [] }\n}';
    expect(described(text)).toEqual([
      { line: 1, column: 1, severity: 'error', code: 'config/missing-key', message: 'docs.json is missing the required key `name`' },
      { line: 1, column: 1, severity: 'error', code: 'config/missing-key', message: 'docs.json is missing the required key `colors`' },
      {
        line: 2,
        column: 12,
        severity: 'error',
        code: 'config/invalid-value',
        message: '`mapple` is not a valid theme; did you mean `maple`? Allowed: mint, maple, palm, willow, linden, almond, aspen, sequoia, luma',
      },
    ]);
    expect(validateConfig(text).diagnostics[2]?.fix).toEqual({ title: 'Replace with `maple`', edits: [{ file: 'docs.json', start: 13, end: 21, text: '"maple"' }] });
  });

  it('says a button needs a label, and suggests a known key for an unknown one', () => {
    expect(described(withCurrentField('"navbar": { "primary": { "type": "button", "href": "/" }, "link": [] }'))).toEqual([
      {
        line: 4,
        column: 15,
        severity: 'error',
        code: 'config/missing-key',
        message: '`navbar.primary` is missing `label`, the text it shows, which is required unless `type` is `github` or `discord`; add it',
      },
      { line: 4, column: 61, severity: 'warning', code: 'config/unknown-key', message: 'Unknown key `link`; did you mean `links`?' },
    ]);
  });

  it('lists the platforms footer.socials accepts, suggesting the closest with a rename', () => {
    const text = withCurrentField('"footer": { "socials": { "twiter": "https://x.com/acme" } }');
    expect(described(text)).toEqual([
      {
        line: 4,
        column: 28,
        severity: 'error',
        code: 'config/invalid-social-platform',
        message:
          '`twiter` is not a supported footer.socials platform; did you mean `twitter`? Allowed: x, website, facebook, youtube, discord, slack, github, linkedin, instagram, hacker-news, medium, telegram, twitter, x-twitter, earth-americas, bluesky, threads, reddit, podcast',
      },
    ]);
    expect(validateConfig(text).diagnostics[0]?.data).toEqual({ key: 'twiter', suggestion: 'twitter' });
  });

  it('warns about unknown keys at any navigation level, and about spec-format keys the current format does not have', () => {
    expect(described(withCurrentField('"navigation": { "tabs": [{ "tab": "A", "icn": "x", "groups": [{ "group": "G", "pges": [] }] }] }'))).toEqual([
      { line: 4, column: 42, severity: 'warning', code: 'config/unknown-key', message: 'Unknown key `icn`; did you mean `icon`?' },
      { line: 4, column: 81, severity: 'warning', code: 'config/unknown-key', message: 'Unknown key `pges`; did you mean `pages`?' },
    ]);
    expect(described(withCurrentField('"topbarLinks": []'))).toEqual([
      { line: 4, column: 3, severity: 'warning', code: 'config/unknown-key', message: 'Unknown key `topbarLinks` is ignored' },
    ]);
  });

  it('returns the current config with its defaults, and no spec-format config', () => {
    const result = validateConfig(withCurrentField('"banner": { "content": "Hi" }, "redirects": [{ "source": "/a", "destination": "/b" }], "errors": { "404": {} }'));
    expect(result.format).toBe('current');
    expect(result.config).toBeUndefined();
    expect(result.currentConfig).toEqual({
      theme: 'mint',
      name: 'Docs',
      colors: { primary: '#0D9373' },
      navigation: { pages: ['index'] },
      appearance: { default: 'system', strict: false },
      icons: { library: 'fontawesome' },
      banner: { content: 'Hi', dismissible: false, type: 'info' },
      redirects: [{ source: '/a', destination: '/b', permanent: true }],
      errors: { '404': { redirect: true } },
      api: { playground: { display: 'interactive' } },
    });
  });

  it('gives no current config when there is an error', () => {
    const result = validateConfig(withCurrentField('"appearance": { "default": "dim" }'));
    expect(result.format).toBe('current');
    expect(result.currentConfig).toBeUndefined();
  });
});
