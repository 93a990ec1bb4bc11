import { encode } from '@jridgewell/sourcemap-codec';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of scripts/ (no types): the dev tool behind the bundle-size work.
import { attributeChunk, groupOf } from '../../scripts/bundle-attribution.mjs';

type Chunk = { raw: number; gzip: number; sources: Map<string, { raw: number; gzip: number }> };

describe('bundle attribution', () => {
  it('charges each mapped segment to its source up to the next segment, and unmapped bytes to (unmapped)', () => {
    const code = 'var a=1;var b=2;\n/*x*/c();';
    // Line 1: `var a=1;` from a.ts, `var b=2;` from b.ts; line 2: `/*x*/` unmapped, `c();` from a.ts.
    const mappings = encode([
      [[0, 0, 0, 0], [8, 1, 0, 0]],
      [[0], [5, 0, 3, 0]],
    ]);
    const chunk = attributeChunk(code, { sources: ['../../src/a.ts', '../../src/b.ts'], mappings }) as Chunk;
    const raw = Object.fromEntries([...chunk.sources].map(([source, entry]) => [source, entry.raw]));
    expect(raw).toEqual({ '../../src/a.ts': 12, '../../src/b.ts': 9, '(unmapped)': 5 });
    expect(chunk.raw).toBe(code.length);
    expect(chunk.gzip).toBe(gzipSync(code, { level: 9 }).length);
    const shares = [...chunk.sources.values()].reduce((n, entry) => n + entry.gzip, 0);
    expect(Math.round(shares)).toBe(chunk.gzip);
  });

  it('names a source by module, npm package or folder', () => {
    const dep = '../../node_modules/@isomorphic-git/lightning-fs/src/CacheFS.js';
    const own = '../../src/core/site/export-site.ts';
    expect([groupOf(dep, 'module'), groupOf(dep, 'package'), groupOf(dep, 'folder')]).toEqual(['@isomorphic-git/lightning-fs: src/CacheFS.js', '@isomorphic-git/lightning-fs', '@isomorphic-git/lightning-fs']);
    expect([groupOf(own, 'module'), groupOf(own, 'package'), groupOf(own, 'folder')]).toEqual(['src/core/site/export-site.ts', 'src/core', 'src/core/site']);
  });
});
