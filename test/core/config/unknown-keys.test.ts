import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { withField } from './config-fixture.ts';

function warnings(text: string): [string, number, number, string | undefined, string][] {
  return validateConfig(text)
    .diagnostics.filter((d) => d.code === 'config/unknown-key')
    .map((d) => [d.severity, d.line, d.column, d.path, d.message]);
}

describe('unknown keys', () => {
  it('warns at the key and suggests the closest known key, with a rename fix', () => {
    const text = withField('"topbarLink": [{ "name": "Hi", "url": "/hi" }]');
    const [d] = validateConfig(text).diagnostics;
    expect(d && [d.severity, d.code, d.line, d.column, d.endColumn, d.path, d.message]).toEqual([
      'warning',
      'config/unknown-key',
      4,
      3,
      15,
      'topbarLink',
      'Unknown key `topbarLink`; did you mean `topbarLinks`?',
    ]);
    expect(d?.fix).toEqual({ title: 'Rename to `topbarLinks`', edits: [{ file: 'docs.json', start: text.indexOf('"topbarLink"'), end: text.indexOf('"topbarLink"') + 12, text: '"topbarLinks"' }] });
  });

  it('suggests across case differences', () => {
    expect(warnings(withField('"Favicon": "/f.svg"'))).toEqual([['warning', 4, 3, 'Favicon', 'Unknown key `Favicon`; did you mean `favicon`?']]);
  });

  it('says the key is ignored when nothing is close, listing the known keys of small objects', () => {
    expect(warnings(withField('"analyticsPlus": {}'))).toEqual([['warning', 4, 3, 'analyticsPlus', 'Unknown key `analyticsPlus` is ignored']]);
    expect(warnings(withField('"feedback": { "thumbs": true }'))).toEqual([
      ['warning', 4, 17, 'feedback.thumbs', 'Unknown key `thumbs` is ignored. Known keys here: suggestEdit, raiseIssue'],
    ]);
  });

  it('finds unknown keys at every depth: array items, union branches, nested groups', () => {
    const text = withField(
      '"anchors": [{ "name": "A", "url": "a", "colour": "#fff", "color": { "from": "#fff", "to": "#000", "via": "#888" } }], "api": { "auth": { "mehtod": "key" } }',
    );
    expect(warnings(text).map((w) => [w[3], w[4]])).toEqual([
      // `color` is set beside it, so renaming is not suggested (it would make a duplicate key).
      ['anchors[0].colour', 'Unknown key `colour` is ignored; `color`, the known key closest to it, is set in this object already.'],
      ['anchors[0].color.via', 'Unknown key `via` is ignored. Known keys here: from, to'],
      ['api.auth.mehtod', 'Unknown key `mehtod`; did you mean `method`?'],
    ]);
  });

  it('accepts `redirects` in the spec format, as real spec-format configs carry it', () => {
    expect(warnings(withField('"redirects": [{ "source": "/a", "destination": "/b", "permanent": false }]'))).toEqual([]);
  });

  it('does not look inside values the schema does not describe, such as unknown objects', () => {
    expect(warnings(withField('"rewrites": [{ "source": "/a", "destination": "/b" }]'))).toHaveLength(1);
  });

  it('leaves footerSocials keys to their own error', () => {
    expect(validateConfig(withField('"footerSocials": { "twiter": "https://twitter.com/acme" }')).diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['config/invalid-social-platform', 'error'],
    ]);
  });
});
