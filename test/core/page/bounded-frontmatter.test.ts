import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter, parsePage } from '../../../src/core/page/index.ts';
import { readSimpleFrontmatter } from '../../../src/core/page/simple-frontmatter.ts';

/** Twenty anchors, each a list of ten uses of the one before: 10²⁰ nodes once expanded. */
const aliasBomb = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 19 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n');

describe('front matter on hostile input', () => {
  it('reads a value padded with 150,000 spaces in linear time, trimmed as YAML trims it', () => {
    expect(readSimpleFrontmatter(`title: a${' '.repeat(150_000)}b`)).toEqual([{ key: 'title', value: `a${' '.repeat(150_000)}b` }]);
    expect(readSimpleFrontmatter(`title:${' '.repeat(150_000)}`)).toBeUndefined();
    expect(readSimpleFrontmatter(`title:${' '.repeat(150_000)}x${' '.repeat(150_000)}`)).toEqual([{ key: 'title', value: 'x' }]);
  });

  it('still hands a value glued to the colon or with a lone CR to the YAML parser', () => {
    expect(readSimpleFrontmatter('title:x')).toBeUndefined();
    expect(readSimpleFrontmatter('title: a\rb')).toBeUndefined();
  });

  it('reports a YAML alias bomb as page/yaml-too-large on the whole block, with no data and no missing-title warning', () => {
    const result = parseFrontmatter(parsePage('bomb.mdx', `---\n${aliasBomb}\ntitle: T\n---\n\nText\n`));
    expect(result.data).toEqual({});
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.endLine])).toEqual([['page/yaml-too-large', 'error', 2, 1, 22]]);
    expect(result.diagnostics[0]?.message).toBe('The front matter expands to too much data (more than 1000 uses of `*alias`, or nesting too deep), so it is not read. Write the values out instead of repeating anchors.');
  });

  it('still reads a few aliases', () => {
    const result = parseFrontmatter(parsePage('alias.mdx', '---\ntitle: &t Home\ndescription: *t\n---\n'));
    expect(result).toEqual({ data: { title: 'Home', description: 'Home' }, diagnostics: [] });
  });
});
