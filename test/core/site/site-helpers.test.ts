import '../../setup/load-resources.ts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { bodyIconDiagnostics, iconDiagnostics } from '../../../src/core/site/icon-diagnostics.ts';
import { salvageConfig } from '../../../src/core/site/salvage-config.ts';
import { base64, cspHash, sha256 } from '../../../src/core/site/sha256.ts';
import { isExternalUrl, pagePathOf, relativeUrl, safeUrl, underPrefix, urlPrefix } from '../../../src/core/site/site-links.ts';
import { buildSiteShell } from '../../../src/core/site/site-shell.ts';
import { themeCss } from '../../../src/core/site/theme-css.ts';
import { config, page, site } from './site-fixture.ts';

const navigation = [{ group: 'G', pages: ['a'] }];

describe('themeCss', () => {
  it('sets the colors as CSS variables for light mode, dark mode and the OS dark preference', () => {
    const css = themeCss(buildSiteShell(config({ navigation, colors: { primary: '#0D9373', light: '#55D799', dark: '#007A5A', background: { light: '#FAFAFA', dark: '#0B0D0E' } } }), undefined));
    const light = ':root{color-scheme:light;--q-text:#1f2328;--q-muted:#59636e;--q-border:#e4e7eb;--q-surface:#f5f7f9;--q-hover:rgba(15,23,42,.05);--q-primary:#0d9373;--q-button:#007a5a;--q-bg:#fafafa}';
    const dark = 'color-scheme:dark;--q-text:#e6edf3;--q-muted:#9aa3ad;--q-border:#262c36;--q-surface:#161b22;--q-hover:rgba(255,255,255,.06);--q-primary:#55d799;--q-button:#007a5a;--q-bg:#0b0d0e';
    expect(css).toBe(`${light}\nhtml[data-theme="dark"]{${dark}}\n@media (prefers-color-scheme: dark){html:not([data-theme="light"]){${dark}}}\n`);
  });

  it('falls back to primary for dark mode and buttons, and to Quire defaults without colors', () => {
    expect(themeCss(buildSiteShell(config({ navigation, colors: { primary: '#123456' } }), undefined))).toContain('--q-primary:#123456;--q-button:#123456;--q-bg:#ffffff}');
    expect(themeCss(buildSiteShell(config({ navigation }), undefined))).toContain('--q-primary:#0d9373;--q-button:#0d9373;--q-bg:#ffffff}');
  });

  it('never lets a non-hex value into the CSS', () => {
    const shell = buildSiteShell(config({ navigation }), undefined);
    const css = themeCss({ ...shell, colors: { primary: 'red}body{display:none', light: undefined, dark: undefined } });
    expect(css).not.toContain('display:none');
    expect(css).toContain('--q-primary:#0d9373');
  });
});

describe('site links', () => {
  it('computes relative URLs between output files', () => {
    expect(relativeUrl('index.html', 'guides/a.html')).toBe('guides/a.html');
    expect(relativeUrl('guides/a.html', 'guides/b.html')).toBe('b.html');
    expect(relativeUrl('guides/deep/a.html', 'images/logo.png')).toBe('../../images/logo.png');
    expect(relativeUrl('guides/a.html', 'guides/a.html')).toBe('a.html');
    expect(relativeUrl('a.html', 'images/my logo#1.png')).toBe('images/my%20logo%231.png');
  });

  it('tells external URLs and unsafe URLs apart', () => {
    expect([isExternalUrl('https://x.dev'), isExternalUrl('//cdn.x'), isExternalUrl('mailto:a@b.c'), isExternalUrl('/guides/a'), isExternalUrl('guides')]).toEqual([true, true, true, false, false]);
    expect(safeUrl('https://x.dev')).toBe('https://x.dev');
    expect(safeUrl('java\nscript:alert(1)')).toBeUndefined();
    expect(safeUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,hi')).toBeUndefined();
  });

  it('normalizes prefixes and page paths', () => {
    expect(urlPrefix('/api-reference/')).toBe('api-reference');
    expect(underPrefix('api/users', 'api')).toBe(true);
    expect(underPrefix('api-old/users', 'api')).toBe(false);
    expect(underPrefix('anything', '')).toBe(false);
    expect(pagePathOf('/guides/setup.mdx#step-2')).toBe('guides/setup');
  });
});

describe('sha256', () => {
  it('matches Node’s SHA-256 for short, multi-block and non-ASCII input', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000), 'héllo → 🌍']) {
      expect(base64(sha256(text))).toBe(createHash('sha256').update(text, 'utf8').digest('base64'));
    }
  });

  it('formats a CSP hash source', () => {
    expect(cspHash('abc')).toBe("'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
  });
});

describe('salvageConfig', () => {
  it('keeps the valid settings of a config with errors', () => {
    const raw = {
      name: 'Starter',
      navigation: [{ group: 'Start', pages: ['intro', 42, { group: 'Nested', pages: ['deep'] }] }, { pages: ['no-group-name'] }],
      colors: { primary: '#9563FF', background: { dark: 'navy' } },
      footerSocials: { twitter: 'https://twitter.com/x', github: 'https://github.com/acme' },
      logo: { dark: '/logo/dark.svg', light: '/logo/light.svg' },
      modeToggle: { default: 'dim' },
    };
    const c = salvageConfig(raw);
    expect(c?.name).toBe('Starter');
    expect(c?.navigation).toEqual([{ group: 'Start', pages: ['intro', { group: 'Nested', pages: ['deep'] }] }]);
    // A bad color is left out; a background with one side (or none) is valid.
    expect(c?.colors).toEqual({ primary: '#9563FF', background: {} });
    // twitter is not a spec platform (a warning), and the footer shows it, so its link is kept.
    expect(c?.footerSocials).toEqual({ github: 'https://github.com/acme', twitter: 'https://twitter.com/x' });
    expect(c?.logo).toEqual({ dark: '/logo/dark.svg', light: '/logo/light.svg', href: '/' });
    expect(c?.modeToggle).toEqual({ isHidden: false });
    expect(c?.feedback).toEqual({ suggestEdit: false, raiseIssue: false });
  });

  it('gives up without a name or navigation', () => {
    expect(salvageConfig({ navigation: [] })).toBeUndefined();
    expect(salvageConfig({ name: 'x', navigation: 'nope' })).toBeUndefined();
    expect(salvageConfig('not an object')).toBeUndefined();
  });
});

describe('iconDiagnostics', () => {
  it('warns site/unknown-icon at the docs.json value and at the front matter line', () => {
    const text = '{\n  "name": "Acme",\n  "navigation": [{ "group": "G", "pages": ["a"] }],\n  "anchors": [{ "name": "X", "url": "x", "icon": "no-such-icon" }]\n}';
    const s = site(JSON.parse(text) as Record<string, unknown>, { 'a.mdx': page('A', 'icon: "bogus-icon"\n') });
    const result = validateConfig(text);
    const source = { file: 'docs.json', lines: result.lines, rangeOf: result.rangeOf };
    expect(iconDiagnostics(s, source)).toEqual([
      {
        file: 'docs.json',
        line: 4,
        column: 50,
        endLine: 4,
        endColumn: 64,
        severity: 'warning',
        code: 'site/unknown-icon',
        message: 'Unknown icon "no-such-icon": the site shows a plain circle instead. Use a Font Awesome Free name such as "book", "rocket" or "github", or a path to an image.',
        data: { name: 'no-such-icon', library: 'fontawesome' },
        path: 'anchors[0].icon',
      },
      {
        file: 'a.mdx',
        line: 3,
        column: 8,
        endLine: 3,
        endColumn: 18,
        severity: 'warning',
        code: 'site/unknown-icon',
        message: 'Unknown icon "bogus-icon": the site shows a plain circle instead. Use a Font Awesome Free name such as "book", "rocket" or "github", or a path to an image.',
        data: { name: 'bogus-icon', library: 'fontawesome' },
      },
    ]);
  });

  it('accepts known names, aliases, Pro names with a Free stand-in, and image paths', () => {
    const s = site({ navigation, anchors: [{ name: 'A', url: 'a', icon: 'github' }, { name: 'B', url: 'b', icon: 'book-open-cover' }, { name: 'C', url: 'c', icon: '/img/c.svg' }] }, { 'a.mdx': page('A', 'icon: check-circle\n') });
    expect(iconDiagnostics(s, undefined)).toEqual([]);
  });
});

describe('bodyIconDiagnostics', () => {
  it('points at the first icon="name" of the page, or at its start when the name is not written there', () => {
    const text = '---\ntitle: A\n---\n\n<Card title="x" icon="nope" />\n<Card icon={"nope"} />\n';
    const message = (name: string) => `Unknown icon "${name}": the site shows a plain circle instead. Use a Font Awesome Free name such as "book", "rocket" or "github", or a path to an image.`;
    expect(bodyIconDiagnostics('a.mdx', text, ['nope', 'from-snippet'])).toEqual([
      { file: 'a.mdx', line: 5, column: 23, endLine: 5, endColumn: 27, severity: 'warning', code: 'site/unknown-icon', message: message('nope'), data: { name: 'nope', library: 'fontawesome' } },
      { file: 'a.mdx', line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'warning', code: 'site/unknown-icon', message: message('from-snippet'), data: { name: 'from-snippet', library: 'fontawesome' } },
    ]);
  });
});
