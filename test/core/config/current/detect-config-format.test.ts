import { describe, expect, it } from 'vitest';
import { detectConfigFormat, validateConfig } from '../../../../src/core/config/index.ts';

describe('detectConfigFormat', () => {
  it.each([
    { value: { name: 'A', navigation: { pages: ['index'] } }, format: 'current', why: 'a navigation object with `pages`' },
    { value: { navigation: { tabs: [] } }, format: 'current', why: 'a navigation object with `tabs`' },
    { value: { navigation: { global: {} } }, format: 'current', why: 'a navigation object with `global`' },
    { value: { theme: 'mint', name: 'A' }, format: 'current', why: '`theme` without a navigation' },
    { value: { theme: 'mint', navigation: { group: 'Start' } }, format: 'current', why: '`theme` with a navigation object' },
    { value: { name: 'A', navigation: [] }, format: 'spec', why: 'a navigation array' },
    { value: { theme: 'venus', name: 'A', navigation: [{ group: 'G', pages: [] }] }, format: 'spec', why: 'a navigation array with `theme` (older mint.json files)' },
    { value: { name: 'A', navigation: { group: 'Start' } }, format: 'spec', why: 'a navigation object with no current-format key' },
    { value: { name: 'A' }, format: 'spec', why: 'no navigation and no theme' },
    { value: [], format: 'spec', why: 'an array' },
    { value: 'docs', format: 'spec', why: 'a string' },
    { value: null, format: 'spec', why: 'null' },
    { value: undefined, format: 'spec', why: 'nothing' },
  ] as const)('$format for $why', ({ value, format }) => {
    expect(detectConfigFormat(value)).toBe(format);
  });

  it('is what validateConfig reports, `spec` when the text is not JSON', () => {
    expect(validateConfig('{ "theme": "mint", "name": "A", "colors": { "primary": "#000" }, "navigation": { "pages": [] } }').format).toBe('current');
    expect(validateConfig('{ "name": "A", "navigation": [] }').format).toBe('spec');
    expect(validateConfig('{ "name": "A", "navigation": [] }').currentConfig).toBeUndefined();
    expect(validateConfig('{ "name": ').format).toBe('spec');
  });
});
