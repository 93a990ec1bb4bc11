import { describe, expect, it } from 'vitest';
import { languageForPath } from '../../src/editor/language-for-path.ts';
import { toMarkerData } from '../../src/editor/marker-data.ts';

describe('toMarkerData', () => {
  it('keeps the range and code and maps severities to Monaco values', () => {
    const d = { file: 'docs.json', line: 3, column: 5, endLine: 3, endColumn: 13, code: 'config/unknown-key', message: 'Unknown key.' };
    expect(toMarkerData({ ...d, severity: 'error' })).toEqual({ severity: 8, message: 'Unknown key.', code: 'config/unknown-key', source: 'quire', startLineNumber: 3, startColumn: 5, endLineNumber: 3, endColumn: 13 });
    expect([toMarkerData({ ...d, severity: 'warning' }).severity, toMarkerData({ ...d, severity: 'info' }).severity]).toEqual([4, 2]);
  });

  it('collapses an end before the start to the start', () => {
    expect(toMarkerData({ file: 'a.mdx', line: 2, column: 4, endLine: 1, endColumn: 1, severity: 'info', code: 'x', message: 'm' })).toMatchObject({ startLineNumber: 2, startColumn: 4, endLineNumber: 2, endColumn: 4 });
  });
});

describe('languageForPath', () => {
  it('maps extensions to Monaco language ids', () => {
    expect(['docs.json', 'a/b.MDX', 'c.md', 'openapi.yml', 'spec.yaml', 'logo.svg', 'Makefile'].map(languageForPath)).toEqual(['json', 'mdx', 'markdown', 'yaml', 'yaml', 'plaintext', 'plaintext']);
  });
});
