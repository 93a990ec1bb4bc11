import { describe, expect, it } from 'vitest';
import { codes, render } from '../render-helpers.ts';

const vars = { 'snippets/vars.mdx': "export const a = 'A';\nexport const list = ['x', 'y'];" };

describe('imports and exports of a page', () => {
  it('imports a snippet namespace', () => {
    expect(render("import * as V from '/snippets/vars.mdx';\n\n{V.a} {V.list[1]}", { files: vars }).html).toBe('<p>A y</p>');
  });

  it('renames a named import', () => {
    expect(render("import { a as letter } from '/snippets/vars.mdx';\n\n{letter}", { files: vars }).html).toBe('A');
  });

  it('reports a named import the snippet does not export, at the specifier', () => {
    const page = render("import { nope } from '/snippets/vars.mdx';\n\n{nope}", { files: vars });
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([['render/snippet-missing', 1, 10, '`/snippets/vars.mdx` has no export named `nope`. Add `export const nope = …` to the snippet or fix the name.']]);
    expect(page.html).toBe('');
  });

  it('lets exports use earlier exports', () => {
    expect(render("export const base = 'v';\nexport const full = `${base}2`;\n\n{full}").html).toBe('v2');
  });

  it('warns about export default and re-exports', () => {
    expect(codes(render("export default function Layout() { return null }\n\ntext"))).toEqual(['render/unsupported-expression@1:1']);
    expect(codes(render("export { a } from '/snippets/vars.mdx';\n\ntext", { files: vars }))).toEqual(['render/unsupported-expression@1:1']);
  });

  it('stays quiet about unused imports of JavaScript modules', () => {
    expect(codes(render("import { useState } from 'react';\n\ntext"))).toEqual([]);
  });

  it('reports diagnostics of imports in the middle of the page at their line', () => {
    expect(codes(render("# T\n\ntext\n\nimport X from './missing.mdx';\n\nmore"))).toEqual(['render/snippet-missing@5:15']);
  });

  it('reports a diagnostic inside an imported snippet against the snippet file', () => {
    const page = render("import S from '/snippets/s.mdx';\n\n<S />", { files: { 'snippets/s.mdx': 'Hello\n\n<Nope />' } });
    expect(page.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}:${d.code}`)).toEqual(['snippets/s.mdx:3:1:render/unknown-component']);
  });
});
