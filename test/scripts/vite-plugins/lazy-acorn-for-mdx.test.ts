import { describe, expect, it } from 'vitest';
import { ACORN_ESM, ACORN_JSX_STUB, LAZY_ACORN, lazyAcornForMdx, resolveForMdx } from '../../../scripts/vite-plugins/lazy-acorn-for-mdx.ts';
import { repositoryPath } from '../../../scripts/vite-plugins/repository-path.ts';

const mdxjs = repositoryPath('node_modules/micromark-extension-mdxjs/index.js');

describe('lazyAcornForMdx', () => {
  it("gives remark-mdx's expression parser core's stand-in for acorn and a stub for acorn-jsx", () => {
    expect(LAZY_ACORN).toBe(repositoryPath('src/core/resources/lazy-acorn.ts'));
    expect(resolveForMdx('acorn', mdxjs)).toBe(LAZY_ACORN);
    expect(resolveForMdx(ACORN_ESM, mdxjs)).toBe(LAZY_ACORN);
    expect(resolveForMdx('acorn-jsx', mdxjs)).toBe('\0quire-acorn-jsx-stub');
    expect(lazyAcornForMdx().load).toBeTypeOf('function');
    const load = lazyAcornForMdx().load as (id: string) => string | undefined;
    expect(load('\0quire-acorn-jsx-stub')).toBe(ACORN_JSX_STUB);
    expect(load(LAZY_ACORN)).toBeUndefined();
  });

  it('leaves every other import alone: other modules, other importers, the resource that loads the real acorn', () => {
    expect(resolveForMdx('micromark-util-events-to-acorn', mdxjs)).toBeUndefined();
    expect(resolveForMdx('acorn', repositoryPath('src/core/resources/acorn-jsx-parser.ts'))).toBeUndefined();
    expect(resolveForMdx('acorn-jsx', repositoryPath('node_modules/acorn-jsx/index.js'))).toBeUndefined();
    expect(resolveForMdx('acorn', undefined)).toBeUndefined();
  });

  it('applies to the build only, before other resolvers', () => {
    const plugin = lazyAcornForMdx();
    expect([plugin.name, plugin.apply, plugin.enforce]).toEqual(['quire:lazy-acorn-for-mdx', 'build', 'pre']);
  });
});
