import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { toSiteConfig } from '../../../src/core/config/current/to-site-config.ts';
import { buildSiteShell, shellImages } from '../../../src/core/site/site-shell.ts';
import type { SiteShell } from '../../../src/core/site/site-shell.ts';
import { config } from './site-fixture.ts';

/** The current-format config a JSON value validates to (the test fails if it does not validate). */
function current(value: unknown) {
  const result = validateConfig(JSON.stringify(value));
  expect(result.diagnostics).toEqual([]);
  if (!result.currentConfig) throw new Error('not a valid current-format config');
  return { mapped: toSiteConfig(result.currentConfig).config, source: result.currentConfig };
}

/** The shell of a config with nothing of the frame set, for both formats. */
const bare: Omit<SiteShell, 'theme'> = {
  name: 'Acme',
  description: undefined,
  logo: undefined,
  favicon: undefined,
  colors: { primary: undefined, light: undefined, dark: undefined },
  navbar: { links: [], primary: undefined },
  footer: { socials: {}, links: [] },
  appearance: { default: 'system', strict: false },
  background: { color: { light: undefined, dark: undefined }, image: undefined, decoration: undefined },
  banner: undefined,
  feedback: { suggestEdit: false, raiseIssue: false },
  errors404: undefined,
};

describe('buildSiteShell, spec format', () => {
  it('maps every setting of the frame: logo, favicon, colors with background, topbar links and CTA, socials, modeToggle, backgroundImage, feedback', () => {
    const c = config({
      navigation: [],
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: '/favicon.png',
      colors: { primary: '#112233', light: '#445566', dark: '#778899', background: { light: '#fafafa', dark: '#0b0d0e' } },
      topbarLinks: [{ name: 'Blog', url: 'https://acme.dev/blog' }],
      topbarCtaButton: { name: 'Sign up', url: 'https://app.acme.dev' },
      footerSocials: { x: 'https://x.com/acme', github: 'https://github.com/acme' },
      modeToggle: { default: 'dark', isHidden: true },
      backgroundImage: '/bg.png',
      feedback: { suggestEdit: true },
    });
    expect(buildSiteShell(c, undefined)).toEqual({
      ...bare,
      theme: undefined,
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: { light: '/favicon.png', dark: '/favicon.png' },
      colors: { primary: '#112233', light: '#445566', dark: '#778899' },
      navbar: { links: [{ label: 'Blog', href: 'https://acme.dev/blog', icon: undefined }], primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.dev' } },
      footer: { socials: { x: 'https://x.com/acme', github: 'https://github.com/acme' }, links: [] },
      appearance: { default: 'dark', strict: true },
      background: { color: { light: '#fafafa', dark: '#0b0d0e' }, image: { light: '/bg.png', dark: '/bg.png' }, decoration: undefined },
      feedback: { suggestEdit: true, raiseIssue: false },
    } satisfies SiteShell);
  });

  it('a logo path is the same image in both modes; the default href "/" is the home page; a github CTA keeps its repository', () => {
    expect(buildSiteShell(config({ navigation: [], logo: '/logo.svg', topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } }), undefined)).toEqual({
      ...bare,
      theme: undefined,
      logo: { light: '/logo.svg', dark: '/logo.svg', href: undefined },
      navbar: { links: [], primary: { type: 'github', href: 'https://github.com/acme/docs' } },
    });
    expect(buildSiteShell(config({ navigation: [], logo: { light: 'l.svg', dark: 'd.svg' } }), undefined).logo).toEqual({ light: 'l.svg', dark: 'd.svg', href: undefined });
  });

  it('a config with nothing of the frame: the bare shell', () => {
    expect(buildSiteShell(config({ navigation: [] }), undefined)).toEqual({ ...bare, theme: undefined });
  });
});

describe('buildSiteShell, current format', () => {
  it('maps every setting of the frame from the current format itself', () => {
    const { mapped, source } = current({
      theme: 'maple',
      name: 'Acme',
      description: 'Docs for Acme.',
      colors: { primary: '#112233', light: '#445566', dark: '#778899' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: { light: '/favicon-light.png', dark: '/favicon-dark.png' },
      navigation: { pages: ['index'] },
      navbar: {
        links: [
          { label: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' },
          { type: 'github', href: 'https://github.com/acme' },
          { label: 'Chat', href: 'https://discord.gg/acme', icon: { name: 'comments', style: 'regular' } },
        ],
        primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.dev' },
      },
      footer: {
        socials: { 'x-twitter': 'https://x.com/acme', bluesky: 'https://bsky.app/profile/acme' },
        links: [{ header: 'Company', items: [{ label: 'About', href: 'https://acme.dev/about' }] }, { items: [{ label: 'Guide', href: '/guides/start' }] }],
      },
      appearance: { default: 'light', strict: true },
      background: { color: { dark: '#101010' }, image: { light: '/bg-light.png', dark: '/bg-dark.png' }, decoration: 'grid' },
      banner: { content: 'New: **v2** is out. [Read more](/changelog)', dismissible: true, type: 'warning', color: { dark: '#222222' } },
      errors: { '404': { redirect: false, title: 'Lost?', description: 'Try the *home* page.' } },
    });
    expect(buildSiteShell(mapped, source)).toEqual({
      name: 'Acme',
      description: 'Docs for Acme.',
      theme: 'maple',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' },
      favicon: { light: '/favicon-light.png', dark: '/favicon-dark.png' },
      colors: { primary: '#112233', light: '#445566', dark: '#778899' },
      navbar: {
        links: [
          { label: 'Blog', href: 'https://acme.dev/blog', icon: { name: 'newspaper', style: undefined, library: undefined } },
          { label: 'GitHub', href: 'https://github.com/acme', icon: { name: 'github', style: 'brands', library: 'fontawesome' } },
          { label: 'Chat', href: 'https://discord.gg/acme', icon: { name: 'comments', style: 'regular', library: undefined } },
        ],
        primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.dev' },
      },
      footer: {
        socials: { x: 'https://x.com/acme', bluesky: 'https://bsky.app/profile/acme' },
        links: [
          { header: 'Company', items: [{ label: 'About', href: 'https://acme.dev/about' }] },
          { header: undefined, items: [{ label: 'Guide', href: '/guides/start' }] },
        ],
      },
      appearance: { default: 'light', strict: true },
      background: { color: { light: undefined, dark: '#101010' }, image: { light: '/bg-light.png', dark: '/bg-dark.png' }, decoration: 'grid' },
      banner: { content: 'New: **v2** is out. [Read more](/changelog)', dismissible: true, type: 'warning', color: { light: undefined, dark: '#222222' } },
      feedback: { suggestEdit: false, raiseIssue: false },
      errors404: { redirect: false, title: 'Lost?', description: 'Try the *home* page.' },
    } satisfies SiteShell);
  });

  it('defaults: appearance system and not strict, a banner not dismissible of type info (one color for both modes), a 404 that redirects; a github primary; a discord primary is a button', () => {
    const { mapped, source } = current({
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#112233' },
      navigation: { pages: ['index'] },
      navbar: { primary: { type: 'github', href: 'https://github.com/acme/docs' } },
      banner: { content: 'Hello', color: '#ffcc00' },
      errors: { '404': {} },
    });
    expect(buildSiteShell(mapped, source)).toEqual({
      ...bare,
      theme: 'mint',
      colors: { primary: '#112233', light: undefined, dark: undefined },
      navbar: { links: [], primary: { type: 'github', href: 'https://github.com/acme/docs' } },
      banner: { content: 'Hello', dismissible: false, type: 'info', color: { light: '#ffcc00', dark: '#ffcc00' } },
      errors404: { redirect: true, title: undefined, description: undefined },
    });
    const discord = current({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation: { pages: ['index'] }, navbar: { primary: { type: 'discord', href: 'https://discord.gg/acme' } } });
    expect(buildSiteShell(discord.mapped, discord.source).navbar.primary).toEqual({ type: 'button', label: 'Discord', href: 'https://discord.gg/acme' });
  });

  it('one logo, favicon or background image is the same in both modes', () => {
    const { mapped, source } = current({
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#112233' },
      navigation: { pages: ['index'] },
      logo: '/logo.svg',
      favicon: '/favicon.svg',
      background: { image: '/bg.png' },
    });
    const shell = buildSiteShell(mapped, source);
    expect([shell.logo, shell.favicon, shell.background.image]).toEqual([
      { light: '/logo.svg', dark: '/logo.svg', href: undefined },
      { light: '/favicon.svg', dark: '/favicon.svg' },
      { light: '/bg.png', dark: '/bg.png' },
    ]);
  });
});

describe('shellImages', () => {
  it('lists each project image of the shell once, leaving out web URLs', () => {
    const { mapped, source } = current({
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#112233' },
      navigation: { pages: ['index'] },
      logo: { light: '/logo/light.svg', dark: 'https://cdn.acme.dev/dark.svg' },
      favicon: '/favicon.svg',
      background: { image: { light: '/bg-light.png', dark: '/bg-dark.png' } },
    });
    expect(shellImages(buildSiteShell(mapped, source))).toEqual(['/logo/light.svg', '/favicon.svg', '/bg-light.png', '/bg-dark.png']);
  });
});
