import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/core/config/index.ts';
import { commonFolder, tabFolder, toSiteConfig } from '../../../../src/core/config/current/to-site-config.ts';

/** The current-format config a JSON value validates to (the test fails if it does not validate). */
function current(value: unknown) {
  const result = validateConfig(JSON.stringify(value));
  expect(result.diagnostics).toEqual([]);
  if (!result.currentConfig) throw new Error('not a valid current-format config');
  return result.currentConfig;
}

const base = { theme: 'mint', name: 'Acme', colors: { primary: '#112233' } };
/** What every mapped config carries from the spec format's defaults. */
const defaults = {
  topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
  api: { playground: { mode: 'show' } },
  feedback: { suggestEdit: false, raiseIssue: false },
  modeToggle: { isHidden: false },
  colors: { primary: '#112233' },
};

describe('toSiteConfig', () => {
  it('maps tabs by their pages’ folder, nested groups with their root page first, versions as prefixed groups tied to their version, an external tab and a global anchor that only link out', () => {
    const mapped = toSiteConfig(
      current({
        ...base,
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', root: 'guides/index', pages: ['guides/intro', { group: 'Deep', pages: ['guides/deep/a'] }] }] },
            { tab: 'API', versions: [{ version: 'v2', groups: [{ group: 'Users', pages: ['api/v2/users'] }] }, { version: 'v1', pages: ['api/v1/users'] }] },
            { tab: 'Blog', href: 'https://acme.dev/blog' },
          ],
          global: { anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/acme' }] },
        },
      }),
    );
    expect(mapped).toEqual({
      config: {
        ...defaults,
        name: 'Acme',
        navigation: [
          { group: 'Start', pages: ['guides/index', 'guides/intro', { group: 'Deep', pages: ['guides/deep/a'] }] },
          { group: 'v2 / Users', pages: ['api/v2/users'], version: 'v2' },
          { group: 'v1', pages: ['api/v1/users'], version: 'v1' },
        ],
        tabs: [
          { name: 'Guides', url: 'guides' },
          { name: 'API', url: 'api' },
          { name: 'Blog', url: 'https://acme.dev/blog' },
        ],
        anchors: [{ name: 'Community', url: 'https://discord.gg/acme', icon: 'discord', iconType: 'duotone', isDefaultHidden: false }],
        versions: ['v2', 'v1'],
      },
      notShown: [],
    });
  });

  it('maps the shell: logo, favicon, colors with background.color, appearance, navbar links and button, footer socials, api.openapi', () => {
    const mapped = toSiteConfig(
      current({
        ...base,
        colors: { primary: '#112233', light: '#445566', dark: '#778899' },
        logo: { light: '/logo/l.svg', dark: '/logo/d.svg', href: 'https://acme.dev' },
        favicon: '/favicon.svg',
        appearance: { default: 'dark', strict: true },
        background: { color: { light: '#ffffff', dark: '#000000' } },
        navbar: { links: [{ label: 'Blog', href: 'https://acme.dev/blog' }, { type: 'github', href: 'https://github.com/acme/x' }], primary: { type: 'github', href: 'https://github.com/acme/x' } },
        footer: { socials: { 'x-twitter': 'https://x.com/acme', github: 'https://github.com/acme' } },
        api: { openapi: ['a.yml', 'b.yml'] },
        navigation: { pages: ['index'] },
      }),
    );
    expect(mapped).toEqual({
      config: {
        ...defaults,
        name: 'Acme',
        navigation: [{ group: 'Acme', pages: ['index'] }],
        logo: { light: '/logo/l.svg', dark: '/logo/d.svg', href: 'https://acme.dev' },
        favicon: '/favicon.svg',
        colors: { primary: '#112233', light: '#445566', dark: '#778899', background: { light: '#ffffff', dark: '#000000' } },
        modeToggle: { default: 'dark', isHidden: true },
        topbarLinks: [
          { name: 'Blog', url: 'https://acme.dev/blog' },
          { name: 'GitHub', url: 'https://github.com/acme/x' },
        ],
        topbarCtaButton: { type: 'github', url: 'https://github.com/acme/x' },
        footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
        openapi: ['a.yml', 'b.yml'],
      },
      notShown: [],
    });
  });

  it('dropdowns act as tabs; anchors inside them prefix their groups; a button is a link button', () => {
    const mapped = toSiteConfig(
      current({
        ...base,
        navbar: { primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' } },
        navigation: { dropdowns: [{ dropdown: 'Docs', anchors: [{ anchor: 'SDK', groups: [{ group: 'Setup', pages: ['docs/sdk/setup'] }] }] }] },
      }),
    );
    expect(mapped.config.navigation).toEqual([{ group: 'SDK / Setup', pages: ['docs/sdk/setup'] }]);
    expect(mapped.config.tabs).toEqual([{ name: 'Docs', url: 'docs/sdk' }]);
    expect(mapped.config.topbarCtaButton).toEqual({ type: 'link', url: 'https://acme.dev/signup', name: 'Sign up' });
  });

  it('lists what it cannot carry, each setting once at its first occurrence: other languages, group icons, a second favicon, footer columns, a non-default theme, a tab with no folder', () => {
    const mapped = toSiteConfig(
      current({
        ...base,
        theme: 'maple',
        favicon: { light: '/f-l.png', dark: '/f-d.png' },
        footer: { links: [{ header: 'More', items: [{ label: 'Blog', href: 'https://acme.dev/blog' }] }] },
        contextual: { options: ['copy'] },
        navigation: {
          languages: [
            { language: 'en', default: true, tabs: [{ tab: 'Mixed', groups: [{ group: 'G', icon: 'book', hidden: true, pages: ['a', 'b', { group: 'H', icon: 'star', pages: ['c/d'] }] }] }] },
            { language: 'fr', pages: ['fr/a'] },
          ],
        },
      }),
    );
    expect(mapped.config.navigation).toEqual([{ group: 'G', pages: ['a', 'b', { group: 'H', pages: ['c/d'] }], hidden: true }]);
    expect(mapped.config.tabs).toBeUndefined();
    expect(mapped.config.favicon).toBe('/f-l.png');
    expect(mapped.notShown).toEqual([
      { name: '`contextual`', path: ['contextual'] },
      { name: "A group's `icon`", path: ['navigation', 'languages', 0, 'tabs', 0, 'groups', 0, 'icon'] },
      { name: 'Tab "Mixed" as a section of its own (its pages share no folder, so they show with no tab selected)', path: ['navigation', 'languages', 0, 'tabs', 0, 'tab'] },
      { name: 'Language "fr" (only the default language is)', path: ['navigation', 'languages', 1] },
    ]);
  });

  it('a hidden group or division hides its groups (pages still listed, so still built); a hidden tab is no tab', () => {
    const mapped = toSiteConfig(
      current({
        ...base,
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Seen', pages: ['guides/a'] }, { group: 'Unseen', hidden: true, pages: ['guides/b'] }] },
            { tab: 'Old', hidden: true, pages: ['old/a'] },
          ],
        },
      }),
    );
    expect(mapped.config.navigation).toEqual([
      { group: 'Seen', pages: ['guides/a'] },
      { group: 'Unseen', pages: ['guides/b'], hidden: true },
      { group: 'Old', pages: ['old/a'], hidden: true },
    ]);
    expect(mapped.config.tabs).toEqual([{ name: 'Guides', url: 'guides' }]);
    expect(mapped.notShown).toEqual([]);
  });
});

describe('tabFolder', () => {
  it('is the common folder, else the top folder of more than half the pages, else empty', () => {
    expect(commonFolder(['api/v1/a', '/api/v1/b/c'])).toBe('api/v1');
    expect(tabFolder(['api/v1/a', '/api/v1/b/c'])).toBe('api/v1');
    expect(tabFolder(['overview/a', 'overview/b', 'support/index'])).toBe('overview');
    expect(tabFolder(['a', 'b', 'guides/c'])).toBe('');
    expect(tabFolder([])).toBe('');
  });
});
