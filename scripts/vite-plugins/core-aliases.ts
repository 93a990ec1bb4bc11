import { defaultClientConditions } from 'vite';
import type { Alias } from 'vite';
import { ACORN_ESM } from './lazy-acorn-for-mdx.ts';
import { repositoryPath } from './repository-path.ts';

/**
 * The module aliases of the app's bundles. acorn-jsx is CommonJS and requires acorn's CommonJS
 * build, while micromark imports its ES build: without the first alias the worker would ship acorn
 * twice (~34 KB gzip). The HTML entity table (~11 KB gzip) is a resource the worker loads when a
 * page first uses a named reference such as `&copy;` (src/core/resources/named-character-reference.ts):
 * only in the build, as the development server pre-bundles micromark and would give that module
 * its own copy of the resource registry, so there the package with its table is used.
 */
export function coreAliases(command: 'build' | 'serve'): Alias[] {
  return [
    { find: /^acorn$/, replacement: ACORN_ESM },
    // isomorphic-git's SHA-1 (sha.js) requires Node's `buffer`; the git worker's stand-in takes its place.
    { find: /^buffer$/, replacement: repositoryPath('src/app/git-worker/node-buffer.ts') },
    ...(command === 'build' ? [{ find: /^decode-named-character-reference$/, replacement: repositoryPath('src/core/resources/named-character-reference.ts') }] : []),
    // The current docs.json format's schema is a resource in the app (spec-format projects never fetch it).
    { find: /^(?:\.\.?\/)+resources\/current-config-schema\.ts$/, replacement: repositoryPath('src/core/resources/lazy-current-config-schema.ts') },
    // So are the OpenAPI and AsyncAPI renderers (a page without an API reference never fetches them).
    { find: /^(?:\.\.?\/)+resources\/api-reference\.ts$/, replacement: repositoryPath('src/core/resources/lazy-api-reference.ts') },
  ];
}

/**
 * The export conditions packages are resolved with. Core runs in a worker, where there is no DOM:
 * packages with a `worker` build (such as decode-named-character-reference, whose `browser` build
 * needs a document) must use it.
 */
export const coreConditions: string[] = ['worker', ...defaultClientConditions];
