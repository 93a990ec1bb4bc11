import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/index.ts';
import { applyTextEdits } from '../../src/editor/apply-text-edits.ts';
import { didYouMean, parseJsonPath, unknownKeyFixes } from '../../src/editor/fix-unknown-key.ts';

const config = ['{', '  "name": "Acme",', '  "colors": {', '    "primry": "#0D9373",', '    "light": "#07C983"', '  },', '  "navigaton": []', '}'].join('\n');

const unknownKey = (line: number, column: number, endColumn: number, message: string, path?: string): Diagnostic => ({
  file: 'docs.json',
  line,
  column,
  endLine: line,
  endColumn,
  severity: 'warning',
  code: 'config/unknown-key',
  message,
  ...(path === undefined ? {} : { path }),
});

describe('unknownKeyFixes', () => {
  it('renames a key to the suggested one and removes it with its comma', () => {
    const fixes = unknownKeyFixes('docs.json', config, unknownKey(4, 5, 13, 'Unknown key `primry` in `colors`; did you mean `primary`?'));
    expect(fixes.map((f) => f.title)).toEqual(['Rename to `primary`', 'Remove key `primry`']);
    expect(fixes[0]?.edits).toEqual([{ file: 'docs.json', start: 38, end: 46, text: '"primary"' }]);
    expect(applyTextEdits(config, fixes[0]?.edits ?? [])).toBe(config.replace('"primry"', '"primary"'));
    expect(applyTextEdits(config, fixes[1]?.edits ?? [])).toBe(['{', '  "name": "Acme",', '  "colors": {', '    "light": "#07C983"', '  },', '  "navigaton": []', '}'].join('\n'));
  });

  it('removes the last key with the comma before it', () => {
    const fixes = unknownKeyFixes('docs.json', config, unknownKey(7, 3, 14, 'Unknown key `navigaton`. Did you mean "navigation"?'));
    expect(fixes.map((f) => f.title)).toEqual(['Rename to `navigation`', 'Remove key `navigaton`']);
    expect(applyTextEdits(config, fixes[1]?.edits ?? [])).toBe(['{', '  "name": "Acme",', '  "colors": {', '    "primry": "#0D9373",', '    "light": "#07C983"', '  }', '}'].join('\n'));
  });

  it('empties an object whose only key is removed', () => {
    const text = '{"name": "A", "feedback": {"thumbs": true}}';
    const fixes = unknownKeyFixes('docs.json', text, unknownKey(1, 28, 36, 'Unknown key `thumbs` in `feedback`.'));
    expect(fixes.map((f) => f.title)).toEqual(['Remove key `thumbs`']);
    expect(applyTextEdits(text, fixes[0]?.edits ?? [])).toBe('{"name": "A", "feedback": {}}');
  });

  it('finds the key by the diagnostic path when the range does not start on it', () => {
    const fixes = unknownKeyFixes('docs.json', config, unknownKey(1, 1, 1, 'Unknown key; did you mean `primary`?', 'colors.primry'));
    expect(fixes[0]?.edits).toEqual([{ file: 'docs.json', start: 38, end: 46, text: '"primary"' }]);
  });

  it('offers nothing when no property is at the diagnostic', () => {
    expect(unknownKeyFixes('docs.json', config, unknownKey(1, 1, 2, 'Unknown key.'))).toEqual([]);
    expect(unknownKeyFixes('docs.json', 'not json', unknownKey(1, 1, 2, 'Unknown key.'))).toEqual([]);
  });
});

describe('didYouMean', () => {
  it('reads the suggestion in backticks, quotes or bare', () => {
    expect(['did you mean `primary`?', 'Did you mean "x"?', "did you mean 'light'", 'did you mean topbarLinks?', 'no suggestion'].map(didYouMean)).toEqual(['primary', 'x', 'light', 'topbarLinks', undefined]);
  });
});

describe('parseJsonPath', () => {
  it('splits keys and indexes', () => {
    expect(parseJsonPath('navigation[0].pages[12]')).toEqual(['navigation', 0, 'pages', 12]);
  });
});
