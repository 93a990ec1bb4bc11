import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { withField } from './config-fixture.ts';
import { withCurrentField } from './current/current-fixture.ts';

/** Each diagnostic as `severity code path`. */
function codes(text: string): string[] {
  return validateConfig(text).diagnostics.map((d) => `${d.severity} ${d.code} ${d.path ?? ''}`);
}

// Shapes from live sites the platform accepts; before, each was an error and the site was not built.
describe('docs.json shapes the platform accepts', () => {
  it('colors.background with one side only (starter-2023 sets only dark)', () => {
    // Before: ['error config/missing-key colors.background.light'].
    const text = withField('"colors": { "primary": "#9563FF", "background": { "dark": "#090014" } }');
    expect(codes(text)).toEqual([]);
    expect(validateConfig(text).config?.colors?.background).toEqual({ dark: '#090014' });
    expect(codes(withField('"colors": { "primary": "#9563FF", "background": { "light": "#fff" } }'))).toEqual([]);
    // A bad color on the side given is still an error.
    expect(codes(withField('"colors": { "primary": "#9563FF", "background": { "light": "white" } }'))).toEqual(['error config/invalid-color colors.background.light']);
  });

  it('versions as { name, url } entries, read as their names', () => {
    // Before: ['error config/invalid-type versions[0]', 'error config/invalid-type versions[1]'].
    const text = withField('"versions": [{ "name": "v2", "url": "https://acme.dev/docs" }, "v1"], "anchors": [{ "name": "Old", "url": "old", "version": "v2" }]');
    expect(codes(text)).toEqual([]);
    expect(validateConfig(text).config?.versions).toEqual(['v2', 'v1']);
    expect(codes(withField('"versions": [{ "url": "https://acme.dev" }]'))).toEqual(['error config/missing-key versions[0].name']);
  });

  it('current-format fonts with only heading and body', () => {
    // Before: ['error config/missing-key fonts.family'].
    expect(codes(withCurrentField('"fonts": { "heading": { "family": "Inter" }, "body": { "family": "Inter" } }'))).toEqual([]);
    expect(codes(withCurrentField('"fonts": { "heading": { "weight": 600 } }'))).toEqual(['error config/missing-key fonts.heading.family']);
  });

  it('keys outside the spec that the platform accepts are one config/not-shown info per setting, not unknown keys', () => {
    // Before: one warning config/unknown-key per key below (two for the two groups' icons).
    // Its own navigation, not withField's empty one beside it (a key set twice is config/duplicate-key).
    const text = `{\n  "name": "Docs",\n  "topbarCtaButton": { "name": "Go", "url": "https://a.dev", "style": "roundedRectangle", "arrow": true }, "tabs": [{ "name": "API", "url": "api", "openapi": "/openapi.json" }], "integrations": {}, "seo": { "organization": {} }, "navigation": [{ "group": "A", "icon": "x", "pages": ["a"] }, { "group": "B", "icon": "y", "pages": ["b"] }]\n}`;
    expect(validateConfig(text).diagnostics.map((d) => `${d.severity} ${d.code} ${d.path ?? ''}`)).toEqual([
      'info config/not-shown topbarCtaButton.style',
      'info config/not-shown topbarCtaButton.arrow',
      'info config/not-shown tabs[0].openapi',
      'info config/not-shown integrations',
      'info config/not-shown seo',
      'info config/not-shown navigation[0].icon',
    ]);
  });
});
