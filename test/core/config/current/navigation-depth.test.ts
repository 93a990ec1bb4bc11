import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/core/config/index.ts';
import { maxNavigationDepth } from '../../../../src/core/limits.ts';

/** `levels` navigation groups, each the only entry of the one around it, with `index` innermost. */
const nested = (levels: number) => '{"group":"g","pages":['.repeat(levels) + '"index"' + ']}'.repeat(levels);

/** A current-format docs.json on one line whose navigation is `navigation`. */
const config = (navigation: string) => `{"theme":"mint","name":"H","colors":{"primary":"#000"},"navigation":${navigation}}`;

describe('validateConfig: current-format navigation depth', () => {
  it('reports config/too-deep at the first group past maxNavigationDepth, counting from the tab', () => {
    const prefix = '{"tabs":[{"tab":"T","groups":[';
    const { diagnostics } = validateConfig(config(`${prefix}${nested(maxNavigationDepth + 1)}]}]}`));
    // config(prefix) without its closing `}` is the text before the outermost group; each group opens 22 characters in.
    const firstGroup = config(prefix).length;
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.path])).toEqual([
      ['config/too-deep', 'error', 1, firstGroup + 22 * maxNavigationDepth, `navigation.tabs[0].groups[0]${'.pages[0]'.repeat(maxNavigationDepth)}`],
    ]);
  });

  it('accepts groups exactly maxNavigationDepth deep, in root pages and in each nested division', () => {
    expect(validateConfig(config(`{"pages":[${nested(maxNavigationDepth)}]}`)).diagnostics).toEqual([]);
    const divisions = `{"versions":[{"version":"v1","tabs":[{"tab":"T","anchors":[{"anchor":"A","groups":[${nested(maxNavigationDepth)}]}]}]}],"global":{"tabs":[{"tab":"G","pages":[${nested(maxNavigationDepth)}]}]}}`;
    expect(validateConfig(config(divisions)).diagnostics).toEqual([]);
  });
});
