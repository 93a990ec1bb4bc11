import { describe, expect, it } from 'vitest';
import { applyTextEdits, type Diagnostic, quickFixes, validateConfig } from '../../../src/core/index.ts';
import { parseJsonPath } from '../../../src/core/fixes/fix-unknown-key.ts';

const config = ['{', '  "name": "Acme",', '  "colors": {', '    "primry": "#0D9373",', '    "light": "#07C983"', '  },', '  "navigaton": []', '}'].join('\n');

/** An unknown-key diagnostic; its message is 'x', since fixes read `data`, never the message. */
const unknownKey = (line: number, column: number, endColumn: number, key: string, suggestion?: string, path?: string): Diagnostic => ({
  file: 'docs.json',
  line,
  column,
  endLine: line,
  endColumn,
  severity: 'warning',
  code: 'config/unknown-key',
  message: 'x',
  data: suggestion === undefined ? { key } : { key, suggestion },
  ...(path === undefined ? {} : { path }),
});

describe('unknownKeyFixes', () => {
  it('renames a key to the suggested one and removes it with its comma', () => {
    const fixes = quickFixes(config, unknownKey(4, 5, 13, 'primry', 'primary'));
    expect(fixes.map((f) => f.title)).toEqual(['Rename to `primary`', 'Remove key `primry`']);
    expect(fixes[0]?.edits).toEqual([{ file: 'docs.json', start: 38, end: 46, text: '"primary"' }]);
    expect(applyTextEdits(config, fixes[0]?.edits ?? [])).toBe(config.replace('"primry"', '"primary"'));
    expect(applyTextEdits(config, fixes[1]?.edits ?? [])).toBe(['{', '  "name": "Acme",', '  "colors": {', '    "light": "#07C983"', '  },', '  "navigaton": []', '}'].join('\n'));
  });

  it('removes the last key with the comma before it', () => {
    const fixes = quickFixes(config, unknownKey(7, 3, 14, 'navigaton', 'navigation'));
    expect(fixes.map((f) => f.title)).toEqual(['Rename to `navigation`', 'Remove key `navigaton`']);
    expect(applyTextEdits(config, fixes[1]?.edits ?? [])).toBe(['{', '  "name": "Acme",', '  "colors": {', '    "primry": "#0D9373",', '    "light": "#07C983"', '  }', '}'].join('\n'));
  });

  it('empties an object whose only key is removed', () => {
    const text = '{"name": "A", "feedback": {"thumbs": true}}';
    const fixes = quickFixes(text, unknownKey(1, 28, 36, 'thumbs'));
    expect(fixes.map((f) => f.title)).toEqual(['Remove key `thumbs`']);
    expect(applyTextEdits(text, fixes[0]?.edits ?? [])).toBe('{"name": "A", "feedback": {}}');
  });

  it('finds the key by the diagnostic path when the range does not start on it', () => {
    const fixes = quickFixes(config, unknownKey(1, 1, 1, 'primry', 'primary', 'colors.primry'));
    expect(fixes[0]?.edits).toEqual([{ file: 'docs.json', start: 38, end: 46, text: '"primary"' }]);
  });

  it('offers nothing when no property is at the diagnostic', () => {
    expect(quickFixes(config, unknownKey(1, 1, 2, 'x'))).toEqual([]);
    expect(quickFixes('not json', unknownKey(1, 1, 2, 'x'))).toEqual([]);
  });
});

describe('the rules and their fixes', () => {
  it('validateConfig puts the key and the suggestion in data, and the rename the fix offers is the rule\'s own', () => {
    const text = '{"nam": "A", "footerSocials": {"githb": "https://github.com/a"}}';
    const [key, social] = validateConfig(text).diagnostics.filter((d) => d.code === 'config/unknown-key' || d.code === 'config/invalid-social-platform');
    expect([key?.data, social?.data]).toEqual([{ key: 'nam', suggestion: 'name' }, { key: 'githb', suggestion: 'github' }]);
    expect(quickFixes(text, { ...key!, message: 'x' }).map((f) => f.title)).toEqual(['Rename to `name`', 'Remove key `nam`']);
    expect(quickFixes(text, { ...key!, message: 'x' })[0]).toEqual(key?.fix);
    expect(quickFixes(text, { ...social!, message: 'x' }).map((f) => f.title)).toEqual(['Rename to `github`', 'Remove key `githb`']);
  });
});

describe('parseJsonPath', () => {
  it('splits keys and indexes', () => {
    expect(parseJsonPath('navigation[0].pages[12]')).toEqual(['navigation', 0, 'pages', 12]);
  });
});
