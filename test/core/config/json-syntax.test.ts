import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';

function syntax(text: string): [number, number, string][] {
  return validateConfig(text)
    .diagnostics.filter((d) => d.code === 'config/json-syntax')
    .map((d) => [d.line, d.column, d.message]);
}

describe('JSON syntax', () => {
  it('reports a missing comma between properties at the next property', () => {
    const text = '{\n  "name": "Docs"\n  "navigation": []\n}';
    const { diagnostics, config } = validateConfig(text);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.message])).toEqual([['config/json-syntax', 'error', 3, 3, 'Expected a comma between properties']]);
    expect(config).toBeUndefined();
  });

  it('reports a missing comma between array items', () => {
    expect(syntax('{\n  "name": "Docs",\n  "navigation": [{ "group": "A", "pages": ["a" "b"] }]\n}')).toEqual([[3, 48, 'Expected a comma between array items']]);
  });

  it('reports a trailing comma at the comma, with a fix that removes it, and still runs the other rules', () => {
    const text = '{\n  "name": "Docs",\n  "navigation": [],\n  "colors": { "primary": "blue" },\n}';
    const { diagnostics } = validateConfig(text);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['config/invalid-color', 4, 26, '`colors.primary` must be a hex color such as `#0D9373` (got `blue`)'],
      ['config/json-syntax', 4, 34, 'Trailing comma before `}`: docs.json is strict JSON, remove the comma'],
    ]);
    const comma = text.lastIndexOf(',');
    expect(diagnostics[1]?.fix?.edits).toEqual([{ file: 'docs.json', start: comma, end: comma + 1, text: '' }]);
  });

  it('reports a trailing comma in an array', () => {
    expect(syntax('{ "name": "Docs", "navigation": [{ "group": "A", "pages": ["a", "b",] }] }')).toEqual([[1, 68, 'Trailing comma before `]`: docs.json is strict JSON, remove the comma']]);
  });

  it('reports comments, since docs.json is strict JSON', () => {
    expect(syntax('{\n  // the site name\n  "name": "Docs",\n  "navigation": [] /* none yet */\n}')).toEqual([
      [2, 3, 'Comments are not allowed: docs.json is strict JSON'],
      [4, 20, 'Comments are not allowed: docs.json is strict JSON'],
    ]);
  });

  it('explains unquoted and single-quoted names', () => {
    expect(syntax('{ name: "Docs", "navigation": [] }')).toEqual([[1, 3, 'Unexpected `name`: property names and strings need double quotes, and the only bare words are true, false and null']]);
    expect(syntax("{ 'name': \"Docs\", \"navigation\": [] }")).toEqual([[1, 3, 'Use double quotes (`"`) for strings and property names']]);
  });

  it('reports a missing closing brace at the end of the text', () => {
    expect(syntax('{\n  "name": "Docs",\n  "navigation": []\n')).toEqual([[4, 1, 'Expected `}` to close the object']]);
  });

  it('reports a missing colon and a missing value', () => {
    expect(syntax('{ "name" "Docs", "navigation": [] }')).toEqual([[1, 10, 'Expected a colon (`:`) after the property name']]);
    expect(syntax('{ "name": , "navigation": [] }')).toEqual([[1, 11, 'Expected a value: a string in double quotes, a number, true, false, null, an object or an array']]);
  });

  it('reports an unterminated string', () => {
    expect(syntax('{ "name": "Docs\n", "navigation": [] }')[0]).toEqual([1, 11, 'Unterminated string: add the closing `"` (a string cannot span lines; write `\\n` for a line break)']);
  });

  it('reports a stray character', () => {
    expect(syntax('{ "name": "Docs", "navigation": [] ] }')).toEqual([[1, 36, 'Unexpected `]`: `}` closes this object']]);
  });

  it('reports an unexpected character', () => {
    expect(syntax('{ "name": "Docs", "navigation": [] @ }')).toEqual([[1, 36, 'Unexpected character `@`']]);
  });

  it('reports text after the object', () => {
    expect(syntax('{ "name": "Docs", "navigation": [] } x')).toEqual([[1, 38, 'Unexpected text after the end of the JSON object']]);
  });

  it('reports an empty file', () => {
    expect(syntax('')).toEqual([[1, 1, 'docs.json is empty: it must contain a JSON object with at least `name` and `navigation`']]);
    expect(syntax('  \n ')).toEqual([[2, 2, 'docs.json is empty: it must contain a JSON object with at least `name` and `navigation`']]);
  });

  it('reports one error per line instead of the parser recovering several times', () => {
    expect(syntax('{ "name": tru, "navigation": [] }')).toHaveLength(1);
  });

  it('accepts a byte-order mark before the object', () => {
    expect(validateConfig('\uFEFF{ "name": "Docs", "navigation": [] }').diagnostics).toEqual([]);
  });

  it('keeps positions right after a byte-order mark when the JSON is invalid', () => {
    expect(syntax('\uFEFF{ "name": "Docs" "navigation": [] }')).toEqual([[1, 19, 'Expected a comma between properties']]);
  });

  it('recovers the valid part of broken JSON for the other rules', () => {
    const { diagnostics } = validateConfig('{\n  "name": "Docs",\n  "navigation": [],\n  "topbarLink": []\n  "colors": { "primary": "#000" }\n}');
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['config/unknown-key', 4, 3],
      ['config/json-syntax', 5, 3],
    ]);
  });
});
