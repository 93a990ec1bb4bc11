import { describe, expect, it } from 'vitest';
import { entryPreloads, preloadStatement } from '../../../scripts/vite-plugins/worker-entry-preloads.ts';
import type { ChunkImports } from '../../../scripts/vite-plugins/worker-entry-preloads.ts';

/** The core worker's chunks, as the build splits them: the entry loads the host and the resources; the host imports the render code, which imports the schemas. */
const chunks = new Map<string, ChunkImports>([
  ['assets/worker-main-a.js', { imports: [], dynamicImports: ['assets/worker-host-b.js', 'assets/resources-c.js'] }],
  ['assets/worker-host-b.js', { imports: ['assets/runtime-d.js', 'assets/render-e.js'], dynamicImports: ['assets/check-g.js'] }],
  ['assets/render-e.js', { imports: ['assets/runtime-d.js', 'assets/schema-f.js', 'assets/resources-c.js'], dynamicImports: ['assets/language-h.js'] }],
  ['assets/resources-c.js', { imports: ['assets/runtime-d.js'], dynamicImports: [] }],
  ['assets/runtime-d.js', { imports: [], dynamicImports: [] }],
  ['assets/schema-f.js', { imports: [], dynamicImports: [] }],
  ['assets/check-g.js', { imports: ['assets/render-e.js', 'assets/check-rules-i.js'], dynamicImports: [] }],
  ['assets/check-rules-i.js', { imports: [], dynamicImports: [] }],
  ['assets/language-h.js', { imports: [], dynamicImports: [] }],
]);

describe('entryPreloads', () => {
  it("lists every chunk the entry's dynamic imports import statically, at any depth, and none the entry loads itself or that only a later import() reaches", () => {
    expect(entryPreloads('assets/worker-main-a.js', chunks)).toEqual(['assets/render-e.js', 'assets/runtime-d.js', 'assets/schema-f.js']);
  });

  it('lists nothing for an entry with no dynamic imports, or one the bundle does not have', () => {
    expect(entryPreloads('assets/schema-f.js', chunks)).toEqual([]);
    expect(entryPreloads('assets/other.js', chunks)).toEqual([]);
  });
});

describe('preloadStatement', () => {
  it('imports each chunk by its path relative to the entry, ignoring failures (the real import reports them)', () => {
    expect(preloadStatement(['assets/render-e.js', 'assets/schema-f.js'])).toBe('\nfor(const f of ["./render-e.js","./schema-f.js"])import(f).catch(()=>{});\n');
    expect(preloadStatement([])).toBe('');
  });
});
