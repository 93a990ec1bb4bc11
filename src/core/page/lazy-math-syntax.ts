import { defineResource, useResource } from '../resources/index.ts';
import type { MarkdownSyntax } from './markdown-syntax.ts';

// The math syntax (see math-syntax.ts) is read only on pages with a `$`: a page without one parses
// the same without it, so the app's worker fetches it when the first such page is parsed.
defineResource('math-syntax', () => import('./math-syntax.ts').then((m) => m.mathSyntax));

/** The syntax extension that reads math, once loaded; until then undefined, and the lookup is noted as missing. */
export function loadedMathSyntax(): (() => MarkdownSyntax) | undefined {
  return useResource<() => MarkdownSyntax>('math-syntax');
}
