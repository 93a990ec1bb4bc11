import { describe, expect, it } from 'vitest';
import { jsonTextDepthExceeded, validateConfig, withoutTooDeepNavigation } from '../../../src/core/config/index.ts';
import { maxJsonDepth, maxNavigationDepth } from '../../../src/core/limits.ts';
import { salvageConfig } from '../../../src/core/site/index.ts';

/** `levels` navigation groups, each the only entry of the one around it, with `index` innermost. */
const nested = (levels: number) => '{"group":"g","pages":['.repeat(levels) + '"index"' + ']}'.repeat(levels);

describe('jsonTextDepthExceeded', () => {
  it('gives the offset of the first bracket past the limit, and undefined within it', () => {
    expect(jsonTextDepthExceeded('[[[]]]', 3)).toBeUndefined();
    expect(jsonTextDepthExceeded('[[[]]]', 2)).toBe(2);
    expect(jsonTextDepthExceeded('[{"a":[]}, [[1]]]', 2)).toBe(6);
  });

  it('skips brackets in strings, escaped quotes included', () => {
    expect(jsonTextDepthExceeded('["[[[\\"[[", {}]', 2)).toBeUndefined();
  });
});

describe('validateConfig on deep nesting', () => {
  it('reports config/too-deep at the bracket past maxJsonDepth and validates nothing else (10,000 levels, no RangeError)', () => {
    const text = `{"name":"H","navigation":[],"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const result = validateConfig(text);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([['config/too-deep', 'error', 1, 33 + maxJsonDepth - 1]]);
    expect(result.diagnostics[0]?.message).toBe('The JSON is nested more than 256 levels deep here, so docs.json is not checked further. A docs.json never needs this depth; remove the extra nesting.');
  });

  it('reports config/too-deep at the first navigation group past maxNavigationDepth', () => {
    const text = `{"name":"H","navigation":[${nested(maxNavigationDepth + 1)}]}`;
    const { diagnostics, config } = validateConfig(text);
    expect(config).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.path])).toEqual([['config/too-deep', 1, 26 + 1 + 22 * maxNavigationDepth, `navigation[0]${'.pages[0]'.repeat(maxNavigationDepth)}`]]);
    expect(diagnostics[0]?.message).toBe('This group is nested 33 levels deep; navigation allows at most 32 levels of groups, so it is left out of the sidebar. Move its pages into a group nearer the top.');
  });

  it('accepts navigation exactly maxNavigationDepth groups deep', () => {
    expect(validateConfig(`{"name":"H","navigation":[${nested(maxNavigationDepth)}]}`).diagnostics).toEqual([]);
  });
});

describe('withoutTooDeepNavigation and salvageConfig', () => {
  it('drops the groups past maxNavigationDepth and keeps their siblings', () => {
    const value = JSON.parse(`{"name":"H","navigation":[{"group":"top","pages":["a",${nested(maxNavigationDepth)}]}]}`) as unknown;
    const pruned = withoutTooDeepNavigation(value) as { navigation: { pages: unknown[] }[] };
    let group: unknown = pruned.navigation[0]?.pages[1];
    let levels = 1;
    while (typeof group === 'object' && group !== null && (group as { pages: unknown[] }).pages[0] !== undefined && typeof (group as { pages: unknown[] }).pages[0] === 'object') {
      group = (group as { pages: unknown[] }).pages[0];
      levels++;
    }
    expect(pruned.navigation[0]?.pages[0]).toBe('a');
    expect(levels).toBe(maxNavigationDepth - 1);
    expect((group as { pages: unknown[] }).pages).toEqual([]);
    expect(salvageConfig(value)?.navigation[0]?.pages[0]).toBe('a');
  });
});
