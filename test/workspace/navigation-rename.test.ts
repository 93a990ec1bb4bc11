import { describe, expect, it } from 'vitest';
import { applyTextEdits } from '../../src/core/index.ts';
import { navigationRenameEdits } from '../../src/workspace/index.ts';

const config = `{
  // comments are kept
  "name": "Docs",
  "navigation": [
    { "group": "Start", "pages": ["intro", "guides/setup", "/guides/deploy.mdx"] },
    { "group": "Nested", "pages": [{ "group": "Inner", "pages": ["guides/setup", "guides-old/setup"] }] }
  ],
  "tabs": [{ "name": "Guides", "url": "guides" }]
}`;

describe('navigationRenameEdits', () => {
  it('rewrites every navigation entry of a renamed page, nested groups included', () => {
    const edits = navigationRenameEdits(config, 'guides/setup.mdx', 'guides/install.mdx', false);
    expect(edits.map((e) => e.text)).toEqual(['"guides/install"', '"guides/install"']);
    const out = applyTextEdits(config, edits);
    expect(out).toContain('"pages": ["intro", "guides/install", "/guides/deploy.mdx"]');
    expect(out).toContain('"pages": ["guides/install", "guides-old/setup"]');
    expect(out).toContain('// comments are kept');
  });

  it('rewrites the pages inside a moved folder, keeping a leading slash, and nothing outside it', () => {
    const out = applyTextEdits(config, navigationRenameEdits(config, 'guides', 'handbook', true));
    expect(out).toContain('"pages": ["intro", "handbook/setup", "/handbook/deploy"]');
    expect(out).toContain('"guides-old/setup"');
    expect(out).toContain('"url": "guides"');
  });

  it('gives no edits when the page is not in navigation or the config does not parse', () => {
    expect(navigationRenameEdits(config, 'other.mdx', 'x.mdx', false)).toEqual([]);
    expect(navigationRenameEdits('{ "navigation": ', 'intro.mdx', 'x.mdx', false)).toEqual([]);
    expect(navigationRenameEdits('[]', 'intro.mdx', 'x.mdx', false)).toEqual([]);
  });
});
