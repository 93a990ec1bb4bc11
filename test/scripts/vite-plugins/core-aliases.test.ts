import { describe, expect, it } from 'vitest';
import { coreAliases, coreConditions } from '../../../scripts/vite-plugins/core-aliases.ts';
import { repositoryPath } from '../../../scripts/vite-plugins/repository-path.ts';

describe('coreAliases', () => {
  it("points acorn at its ES build and the current format's schema and the API renderer at core's resources always, and the entity table at core's resource in the build only", () => {
    const view = (command: 'build' | 'serve') => coreAliases(command).map((a) => [String(a.find), a.replacement]);
    expect(view('build')).toEqual([
      ['/^acorn$/', repositoryPath('node_modules/acorn/dist/acorn.mjs')],
      ['/^buffer$/', repositoryPath('src/app/git-worker/node-buffer.ts')],
      ['/^decode-named-character-reference$/', repositoryPath('src/core/resources/named-character-reference.ts')],
      [String(/^(?:\.\.?\/)+resources\/current-config-schema\.ts$/), repositoryPath('src/core/resources/lazy-current-config-schema.ts')],
      [String(/^(?:\.\.?\/)+resources\/api-reference\.ts$/), repositoryPath('src/core/resources/lazy-api-reference.ts')],
    ]);
    expect(view('serve')).toEqual([
      ['/^acorn$/', repositoryPath('node_modules/acorn/dist/acorn.mjs')],
      ['/^buffer$/', repositoryPath('src/app/git-worker/node-buffer.ts')],
      [String(/^(?:\.\.?\/)+resources\/current-config-schema\.ts$/), repositoryPath('src/core/resources/lazy-current-config-schema.ts')],
      [String(/^(?:\.\.?\/)+resources\/api-reference\.ts$/), repositoryPath('src/core/resources/lazy-api-reference.ts')],
    ]);
  });

  it("gives core's imports of the current format's schema the on-demand one, and nothing else", () => {
    const lazySchema = coreAliases('build').at(-2)?.find as RegExp;
    expect(['../resources/current-config-schema.ts', './current-config-schema.ts', '../config/current/current-config-schema.ts', 'resources/current-config-schema.ts'].map((s) => lazySchema.test(s))).toEqual([true, false, false, false]);
  });

  it("gives core's imports of the API renderer the on-demand one, and nothing else", () => {
    const lazyApi = coreAliases('build').at(-1)?.find as RegExp;
    expect(['../resources/api-reference.ts', '../render/api-reference.ts', './api-reference.ts', '../resources/lazy-api-reference.ts'].map((s) => lazyApi.test(s))).toEqual([true, false, false, false]);
  });

  it('resolves packages with their worker build first', () => {
    expect(coreConditions[0]).toBe('worker');
    expect(coreConditions).toContain('browser');
  });
});
