import { describe, expect, it } from 'vitest';
import { applyTextEdits, type Diagnostic, quickFixes, validateConfig } from '../../../src/core/index.ts';

// Issue "every status tells the truth" §3: JSON.parse keeps the last value of a repeated key and drops
// the first without a word; docs.json says so at the second key.

const brief = (d: Diagnostic) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code} ${d.path ?? ''} ${d.message}`;

describe('duplicate keys in docs.json', () => {
  it('is an error at the second key, naming the first one’s line, at any depth, in the spec format', () => {
    const text = ['{', '  "name": "Acme",', '  "colors": { "primary": "#111111" },', '  "navigation": [{ "group": "G", "pages": ["index"], "group": "H" }],', '  "colors": { "primary": "#222222" }', '}'].join('\n');
    const result = validateConfig(text);
    expect(result.diagnostics.filter((d) => d.code === 'config/duplicate-key').map(brief)).toEqual([
      "4:54-4:61 error config/duplicate-key navigation[0].group `group` is set twice in this object (first on line 4). The platform's JSON reader keeps only one of them (the last), so the other is ignored: merge the two or remove one.",
      "5:3-5:11 error config/duplicate-key colors `colors` is set twice in this object (first on line 3). The platform's JSON reader keeps only one of them (the last), so the other is ignored: merge the two or remove one.",
    ]);
    expect(result.diagnostics.find((d) => d.code === 'config/duplicate-key')?.data).toEqual({ key: 'group', firstLine: 4 });
    expect(result.config).toBeUndefined();
  });

  it('is an error in the current format too, each repeat naming the first line, and none for the same key in two objects', () => {
    const text = ['{', '  "$schema": "https://mintlify.com/docs.json",', '  "theme": "mint",', '  "name": "Acme",', '  "name": "Acme 2",', '  "name": "Acme 3",', '  "colors": { "primary": "#111111" },', '  "navigation": { "groups": [{ "group": "A", "pages": ["index"] }, { "group": "B", "pages": ["b"] }] }', '}'].join('\n');
    expect(validateConfig(text).diagnostics.map(brief)).toEqual([
      "5:3-5:9 error config/duplicate-key name `name` is set twice in this object (first on line 4). The platform's JSON reader keeps only one of them (the last), so the other is ignored: merge the two or remove one.",
      "6:3-6:9 error config/duplicate-key name `name` is set twice in this object (first on line 4). The platform's JSON reader keeps only one of them (the last), so the other is ignored: merge the two or remove one.",
    ]);
  });

  it('is not reported for a config without repeats', () => {
    expect(validateConfig('{"name": "A", "navigation": [{"group": "G", "pages": ["index"]}]}').diagnostics).toEqual([]);
  });
});

describe('Rename to a key the object has already', () => {
  const text = ['{', '  "name": "Acme",', '  "colors": { "primary": "#111111" },', '  "colours": { "light": "#222222" },', '  "navigaton": [],', '  "navigation": []', '}'].join('\n');
  const unknown = validateConfig(text).diagnostics.filter((d) => d.code === 'config/unknown-key');

  it('is not offered: the warning says the closest key is set already, and only removal is fixed', () => {
    expect(unknown.map(brief)).toEqual([
      '4:3-4:12 warning config/unknown-key colours Unknown key `colours` is ignored; `colors`, the known key closest to it, is set in this object already.',
      '5:3-5:14 warning config/unknown-key navigaton Unknown key `navigaton` is ignored; `navigation`, the known key closest to it, is set in this object already.',
    ]);
    expect(unknown.map((d) => d.data)).toEqual([{ key: 'colours' }, { key: 'navigaton' }]);
    const fixes = quickFixes(text, unknown[0] as Diagnostic);
    expect(fixes.map((f) => f.title)).toEqual(['Remove key `colours`']);
    expect(applyTextEdits(text, fixes[0]?.edits ?? [])).toBe(text.replace('"colours": { "light": "#222222" },\n  ', ''));
  });

  it('is not offered from a diagnostic that still suggests it (made before the key was added)', () => {
    const stale: Diagnostic = { ...(unknown[0] as Diagnostic), data: { key: 'colours', suggestion: 'colors' } };
    expect(quickFixes(text, stale).map((f) => f.title)).toEqual(['Remove key `colours`']);
  });

  it('is offered when the object does not have the key', () => {
    const alone = text.replace('  "colors": { "primary": "#111111" },\n', '');
    const warning = validateConfig(alone).diagnostics.find((d) => d.code === 'config/unknown-key' && d.data?.['key'] === 'colours') as Diagnostic;
    expect(warning.message).toBe('Unknown key `colours`; did you mean `colors`?');
    expect(quickFixes(alone, warning).map((f) => f.title)).toEqual(['Rename to `colors`', 'Remove key `colours`']);
  });
});
