import type Katex from 'katex';
import { defineResource, useResource } from './lazy-resources.ts';

// KaTeX (about 75 KB gzipped) is fetched only when a page has math: a page without any never looks it up.
defineResource('katex', () => import('katex').then((m) => m.default));

/** KaTeX's module, as `import katex from 'katex'` gives it. */
export type KatexModule = typeof Katex;

/** KaTeX once loaded; until then undefined, and the lookup is noted as missing (see useResource). */
export function katexModule(): KatexModule | undefined {
  return useResource<KatexModule>('katex');
}
