import { describe, expect, it } from 'vitest';
import { upgradeConfig, validateConfig } from '../../../../src/core/index.ts';

/** Upgrades a spec-format config written as an object, after checking it is one the spec accepts. */
function upgrade(raw: Record<string, unknown>) {
  const result = validateConfig(JSON.stringify(raw));
  if (!result.config) throw new Error(`fixture is not a valid spec config: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  return upgradeConfig(result.config, raw);
}

describe('upgradeConfig', () => {
  it('tabs by URL prefix, external anchors as global anchors, topbar, footer, mode toggle, api and openapi', () => {
    const raw = {
      $schema: 'https://mintlify.com/schema.json',
      name: 'Acme',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      favicon: '/favicon.svg',
      colors: { primary: '#112233', light: '#445566', dark: '#778899', background: { light: '#ffffff', dark: '#000000' } },
      topbarLinks: [{ name: 'Support', url: 'mailto:help@acme.dev' }],
      topbarCtaButton: { name: 'Sign up', url: 'https://acme.dev/signup' },
      tabs: [{ name: 'API', url: 'api-reference' }, { name: 'Blog', url: 'https://acme.dev/blog' }],
      anchors: [{ name: 'Community', icon: 'discord', url: 'https://discord.gg/acme' }],
      topAnchor: { name: 'Guides' },
      navigation: [
        { group: 'Start', pages: ['introduction', { group: 'More', pages: ['more/a'] }] },
        { group: 'Endpoints', pages: ['api-reference/users', 'api-reference/orders'] },
      ],
      footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
      modeToggle: { default: 'dark', isHidden: true },
      api: { baseUrl: 'https://api.acme.dev', auth: { method: 'bearer' }, playground: { mode: 'simple' } },
      openapi: '/openapi.json',
      feedback: { thumbsRating: true },
    };
    const result = upgrade(raw);
    expect(result.config).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#112233', light: '#445566', dark: '#778899' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      favicon: '/favicon.svg',
      appearance: { default: 'dark', strict: true },
      background: { color: { light: '#ffffff', dark: '#000000' } },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['introduction', { group: 'More', pages: ['more/a'] }] }] },
          { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api-reference/users', 'api-reference/orders'] }] },
          { tab: 'Blog', href: 'https://acme.dev/blog' },
        ],
        global: { anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/acme' }] },
      },
      navbar: { links: [{ label: 'Support', href: 'mailto:help@acme.dev' }], primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' } },
      footer: { socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' } },
      api: { openapi: '/openapi.json', playground: { display: 'simple' }, mdx: { server: 'https://api.acme.dev', auth: { method: 'bearer' } } },
    });
    expect(result.notCarried).toEqual([{ path: 'feedback', reason: 'the current format has no such setting' }]);
    expect(result.text).toBe(`${JSON.stringify(result.config, null, 2)}\n`);
    expect(result.text.startsWith('{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n')).toBe(true);
    expect(validateConfig(result.text).diagnostics).toEqual([]);
  });

  it('folder anchors hold their groups, versions hold the groups of their version and the unversioned ones', () => {
    const raw = {
      name: 'Acme',
      colors: { primary: '#112233' },
      versions: ['v2', 'v1'],
      anchors: [{ name: 'SDK', icon: 'code', url: 'sdk', color: '#ff0000' }, { name: 'Old SDK', url: 'sdk-v1', version: 'v1', isDefaultHidden: true }],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'SDK v2', version: 'v2', pages: ['sdk/install'] },
        { group: 'SDK v1', pages: ['sdk-v1/install'] },
      ],
      topbarCtaButton: { type: 'github', url: 'https://github.com/acme/acme' },
    };
    const result = upgrade(raw);
    expect(result.config.navigation).toEqual({
      versions: [
        { version: 'v2', anchors: [
          { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'Start', pages: ['index'] }] },
          { anchor: 'SDK', icon: 'code', color: { light: '#ff0000', dark: '#ff0000' }, groups: [{ group: 'SDK v2', pages: ['sdk/install'] }] },
        ] },
        { version: 'v1', anchors: [
          { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'Start', pages: ['index'] }] },
          { anchor: 'Old SDK', groups: [{ group: 'SDK v1', pages: ['sdk-v1/install'] }] },
        ] },
      ],
    });
    expect(result.config.navbar).toEqual({ primary: { type: 'github', href: 'https://github.com/acme/acme' } });
    expect(result.notCarried).toEqual([{ path: 'anchors[1].isDefaultHidden', reason: 'the current format has no such anchor setting' }]);
    expect(validateConfig(result.text).diagnostics).toEqual([]);
  });

  it('a config without colours gets the default primary; unknown keys, nested versions and unused tabs are reported', () => {
    const raw = {
      name: 'Tiny',
      analytics: { ga4: { measurementId: 'G-1' } },
      tabs: [{ name: 'Empty', url: 'nothing-here' }],
      navigation: [{ group: 'Start', pages: ['index', { group: 'Inner', version: 'v1', pages: ['inner'] }] }],
    };
    const result = upgrade(raw);
    expect(result.config).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Tiny',
      colors: { primary: '#0d9373' },
      navigation: { tabs: [{ tab: 'Documentation', groups: [{ group: 'Start', pages: ['index', { group: 'Inner', pages: ['inner'] }] }] }] },
    });
    expect(result.notCarried).toEqual([
      { path: 'analytics', reason: 'the current format has no such setting' },
      { path: 'navigation[0].pages[1].version', reason: 'a nested group cannot have its own version' },
      { path: 'tabs[0]', reason: 'no group\'s pages lie under "nothing-here", so it has nothing to hold' },
    ]);
    expect(validateConfig(result.text).diagnostics).toEqual([]);
  });

  it('folder anchors beside tabs go inside the tab that holds their groups', () => {
    const raw = {
      name: 'Acme',
      colors: { primary: '#112233' },
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [{ name: 'Guides', icon: 'book', url: 'guides' }],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'How-to', pages: ['guides/one'] },
        { group: 'Endpoints', pages: ['api/users'] },
      ],
    };
    const result = upgrade(raw);
    expect(result.config.navigation).toEqual({
      tabs: [
        { tab: 'Documentation', anchors: [
          { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'Start', pages: ['index'] }] },
          { anchor: 'Guides', icon: 'book', groups: [{ group: 'How-to', pages: ['guides/one'] }] },
        ] },
        { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/users'] }] },
      ],
    });
    expect(result.notCarried).toEqual([]);
    expect(validateConfig(result.text).diagnostics).toEqual([]);
  });
});
