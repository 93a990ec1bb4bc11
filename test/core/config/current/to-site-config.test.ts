import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/core/config/index.ts';
import { currentSourceOf, toSiteConfig } from '../../../../src/core/config/current/to-site-config.ts';

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
  it('lists every page of every division in groups (a division’s groups after its own pages, named after it), nested groups with their root page first; records its source', () => {
    const source = current({
      ...base,
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', root: 'guides/index', pages: ['guides/intro', { group: 'Deep', pages: ['guides/deep/a'] }] }] },
          { tab: 'API', versions: [{ version: 'v2', groups: [{ group: 'Users', pages: ['api/v2/users'] }] }, { version: 'v1', pages: ['api/v1/users'] }] },
          { tab: 'Blog', href: 'https://acme.dev/blog' },
        ],
        global: { anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/acme' }] },
      },
    });
    const mapped = toSiteConfig(source);
    expect(mapped).toEqual({
      config: {
        ...defaults,
        name: 'Acme',
        navigation: [
          { group: 'Guides / Start', pages: ['guides/index', 'guides/intro', { group: 'Deep', pages: ['guides/deep/a'] }] },
          { group: 'API / v2 / Users', pages: ['api/v2/users'] },
          { group: 'API / v1', pages: ['api/v1/users'] },
        ],
        currentSource: source,
      },
      notShown: [],
    });
    expect(currentSourceOf(mapped.config)).toBe(source);
  });

  it('the source travels with the config as plain data: a structured clone (a copy sent to a thread) keeps it', () => {
    const source = current({ ...base, navigation: { tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', pages: ['api/users'] }] } });
    const copy = structuredClone(toSiteConfig(source).config);
    expect(currentSourceOf(copy)).toEqual(source);
    expect(currentSourceOf(copy)?.navigation).toEqual({ tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', pages: ['api/users'] }] });
  });

  it('maps the shell: logo, favicon, colors with background.color, appearance, navbar links and button, footer socials, api.openapi', () => {
    const shellSource = current({
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
      });
    const mapped = toSiteConfig(shellSource);
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
        currentSource: shellSource,
      },
      notShown: [],
    });
  });

  it('a button is a link button', () => {
    const mapped = toSiteConfig(current({ ...base, navbar: { primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' } }, navigation: { pages: ['index'] } }));
    expect(mapped.config.topbarCtaButton).toEqual({ type: 'link', url: 'https://acme.dev/signup', name: 'Sign up' });
  });

  it('lists what it cannot carry, each setting once at its first occurrence', () => {
    const mapped = toSiteConfig(
      current({
        ...base,
        theme: 'maple',
        favicon: { light: '/f-l.png', dark: '/f-d.png' },
        footer: { links: [{ header: 'More', items: [{ label: 'Blog', href: 'https://acme.dev/blog' }] }] },
        thumbnails: { appearance: 'dark' },
        navigation: {
          languages: [
            { language: 'en', default: true, tabs: [{ tab: 'Mixed', groups: [{ group: 'G', icon: 'book', hidden: true, pages: ['a', 'b', { group: 'H', icon: 'star', pages: ['c/d'] }] }] }] },
            { language: 'fr', pages: ['fr/a'] },
          ],
        },
      }),
    );
    expect(mapped.config.navigation).toEqual([
      { group: 'en / Mixed / G', pages: ['a', 'b', { group: 'H', pages: ['c/d'] }], hidden: true },
      { group: 'fr', pages: ['fr/a'] },
    ]);
    expect(mapped.config.favicon).toBe('/f-l.png');
    expect(mapped.notShown).toEqual([
      { name: '`thumbnails`', path: ['thumbnails'] },
    ]);
  });

  it('a hidden group or division hides its groups (pages still listed, so still built)', () => {
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
      { group: 'Guides / Seen', pages: ['guides/a'] },
      { group: 'Guides / Unseen', pages: ['guides/b'], hidden: true },
      { group: 'Old', pages: ['old/a'], hidden: true },
    ]);
    expect(mapped.notShown).toEqual([]);
  });
});
