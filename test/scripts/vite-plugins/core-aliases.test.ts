import { describe, expect, it } from 'vitest';
import { coreAliases, coreConditions } from '../../../scripts/vite-plugins/core-aliases.ts';
import { repositoryPath } from '../../../scripts/vite-plugins/repository-path.ts';

describe('coreAliases', () => {
  it("points acorn at its ES build always, and the entity table at core's resource in the build only", () => {
    const view = (command: 'build' | 'serve') => coreAliases(command).map((a) => [String(a.find), a.replacement]);
    expect(view('build')).toEqual([
      ['/^acorn$/', repositoryPath('node_modules/acorn/dist/acorn.mjs')],
      ['/^buffer$/', repositoryPath('src/app/git-worker/node-buffer.ts')],
      ['/^decode-named-character-reference$/', repositoryPath('src/core/resources/named-character-reference.ts')],
    ]);
    expect(view('serve')).toEqual([
      ['/^acorn$/', repositoryPath('node_modules/acorn/dist/acorn.mjs')],
      ['/^buffer$/', repositoryPath('src/app/git-worker/node-buffer.ts')],
    ]);
  });

  it('resolves packages with their worker build first', () => {
    expect(coreConditions[0]).toBe('worker');
    expect(coreConditions).toContain('browser');
  });
});
