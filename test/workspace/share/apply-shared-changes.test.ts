import { describe, expect, it } from 'vitest';
import { readProjectFiles } from '../../../src/workspace/index.ts';
import { applySharedChanges } from '../../../src/workspace/share/index.ts';
import { MemoryFs } from '../memory-fs.ts';

describe('applySharedChanges', () => {
  it('deletes, then writes changed and added files (new folders made) under the root', async () => {
    const fs = new MemoryFs();
    await fs.mkdir('/docs');
    await fs.mkdir('/docs/img');
    for (const [path, text] of [
      ['/docs/intro.mdx', '# Old'],
      ['/docs/old.mdx', '# Gone'],
      ['/docs/img/logo.png', 'x'],
      ['/README.md', 'outside'],
    ]) {
      await fs.writeFile(path as string, text as string);
    }
    const png = new Uint8Array([137, 80, 78, 71]);
    await applySharedChanges(fs, '/docs', new Map<string, string | Uint8Array>([['intro.mdx', '# New'], ['guide/a.mdx', '# A'], ['logo.png', png]]), ['old.mdx', 'img/logo.png', 'never-there.md']);
    expect(await readProjectFiles(fs, '/docs')).toEqual(new Map<string, string | Uint8Array>([['guide/a.mdx', '# A'], ['intro.mdx', '# New'], ['logo.png', png]]));
    expect(new TextDecoder().decode(fs.files.get('/README.md'))).toBe('outside');
    expect(fs.flushes).toBe(1);
  });
});
