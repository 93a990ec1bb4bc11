import { describe, expect, it } from 'vitest';
import { nativeInsteadOfPolyfills, nativeModules } from '../../../scripts/vite-plugins/native-instead-of-polyfills.ts';

describe('nativeInsteadOfPolyfills', () => {
  const plugin = nativeInsteadOfPolyfills();
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;

  it('gives the build the native function, or an empty module, for each replaced package', () => {
    expect(Object.keys(nativeModules)).toEqual(['@ungap/structured-clone', 'fast-text-encoding', 'character-entities-html4']);
    expect(Object.keys(nativeModules).map((id) => load(resolveId(id) ?? ''))).toEqual(['export default (value) => structuredClone(value);', 'export {};', 'export const characterEntitiesHtml4 = {};']);
  });

  it('leaves other packages alone, in the build only', () => {
    expect(resolveId('character-entities')).toBeUndefined();
    expect(resolveId('./structured-clone.js')).toBeUndefined();
    expect(load('/work/some/module.js')).toBeUndefined();
    expect([plugin.apply, plugin.enforce]).toEqual(['build', 'pre']);
  });
});
