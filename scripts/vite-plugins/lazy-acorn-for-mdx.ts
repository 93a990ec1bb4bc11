import type { Plugin } from 'vite';
import { repositoryPath } from './repository-path.ts';

/** acorn's ES build: micromark imports it, and acorn-jsx (CommonJS) is pointed at it too (see coreAliases). */
export const ACORN_ESM = repositoryPath('node_modules/acorn/dist/acorn.mjs');

/** core's stand-in for acorn (src/core/resources/lazy-acorn.ts). */
export const LAZY_ACORN = repositoryPath('src/core/resources/lazy-acorn.ts');

const jsxStub = '\0quire-acorn-jsx-stub';

/** The stand-in ignores the plugin it is extended with: the resource builds acorn with JSX itself. */
export const ACORN_JSX_STUB = 'export default function acornJsx() { return (Parser) => Parser; }';

/** What an import of `source` by `importer` resolves to in the build: the stand-in or the JSX stub for remark-mdx's expression parser, else undefined (unchanged). */
export function resolveForMdx(source: string, importer: string | undefined): string | undefined {
  if (!importer || !/[\\/]micromark-extension-mdxjs[\\/]/.test(importer)) return undefined;
  if (source === 'acorn' || source === ACORN_ESM) return LAZY_ACORN;
  if (source === 'acorn-jsx') return jsxStub;
  return undefined;
}

/**
 * remark-mdx's micromark extension builds its expression parser from acorn and acorn-jsx when it
 * is imported. In the build it gets core's stand-in instead (src/core/resources/lazy-acorn.ts),
 * which reads plain literals itself and loads acorn as a resource for anything more: ~35 KB gzip
 * off the worker's first load. Only for that importer: the resource imports the real packages.
 */
export function lazyAcornForMdx(): Plugin {
  return {
    name: 'quire:lazy-acorn-for-mdx',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => resolveForMdx(source, importer),
    load: (id) => (id === jsxStub ? ACORN_JSX_STUB : undefined),
  };
}
