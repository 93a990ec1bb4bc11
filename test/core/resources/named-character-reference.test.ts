import { decodeNamedCharacterReference as fromPackage } from 'decode-named-character-reference';
import { expect, it, vi } from 'vitest';

// The app's build puts this module in place of `decode-named-character-reference` (vite.config.ts).
// A fresh copy of the resources (after resetModules) starts with nothing loaded, as the worker does.
const freshResources = async () => {
  vi.resetModules();
  return import('../../../src/core/resources/index.ts');
};

it('knows no name until the entity table is loaded, and notes the table as missing', async () => {
  const resources = await freshResources();
  expect(resources.trackResources(() => resources.decodeNamedCharacterReference('copy'))).toEqual({ result: false, missing: ['entities'] });

  expect(await resources.loadResources(['entities'])).toBe(true);
  expect(resources.trackResources(() => [resources.decodeNamedCharacterReference('copy'), resources.decodeNamedCharacterReference('nbsp')])).toEqual({ result: ['©', '\u00a0'], missing: [] });
});

it('decodes exactly as the package does once loaded', async () => {
  const resources = await freshResources();
  await resources.loadResources(['entities']);
  for (const name of ['copy', 'amp', 'AMP', 'nbsp', 'NotNestedLessLess', 'fjlig', 'colon', 'no-such-name', 'toString', '__proto__', 'hasOwnProperty', '']) {
    expect(resources.decodeNamedCharacterReference(name)).toBe(fromPackage(name));
  }
});
