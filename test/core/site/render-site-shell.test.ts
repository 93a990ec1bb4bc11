import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { bannerKey, renderBanner } from '../../../src/core/site/render-banner.ts';
import { renderSiteShell } from '../../../src/core/site/render-site-shell.ts';
import { navHtml } from '../../../src/core/site/render-sidebar.ts';
import { shellStyles } from '../../../src/core/site/shell-styles.ts';
import type { SiteModel } from '../../../src/core/site/site-model.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, html, page, site, svg } from './site-fixture.ts';

/** The shell's `<html>` start tag and what the body shows before the top bar (background, banner). */
function frame(s: SiteModel, pagePath = 'index'): { root: string; beforeTopbar: string } {
  const { before } = renderSiteShell(context(s, pagePath), [], { assets: { kind: 'provided' } });
  const root = /<html[^>]*>/.exec(before)?.[0] ?? '';
  const start = before.indexOf('Skip to content</a>') + 'Skip to content</a>'.length;
  return { root, beforeTopbar: before.slice(start, before.indexOf('<header class="q-topbar">')) };
}

describe('the page frame of a current-format site', () => {
  it('<html>: the theme name for CSS, the default mode, strict appearance forcing it', () => {
    expect(frame(currentSite({ theme: 'maple', appearance: { default: 'dark', strict: true } })).root).toBe('<html lang="en" data-theme="dark" data-theme-forced="" data-site-theme="maple">');
    expect(frame(currentSite({ theme: 'linden' })).root).toBe('<html lang="en" data-site-theme="linden">');
  });

  it('background: one image per mode and the decoration, behind the page', () => {
    const s = currentSite({ background: { image: { light: '/bg/light.png', dark: '/bg/dark.png' }, decoration: 'windows' } });
    expect(frame(s).beforeTopbar).toBe(
      '<div class="q-decoration q-decoration-windows" aria-hidden="true"></div>' +
        '<img class="q-background q-background-light" src="/bg/light.png" alt="" aria-hidden="true">' +
        '<img class="q-background q-background-dark" src="/bg/dark.png" alt="" aria-hidden="true">',
    );
    expect(frame(currentSite({ background: { image: '/bg.png', decoration: 'gradient' } })).beforeTopbar).toBe(
      '<div class="q-decoration q-decoration-gradient" aria-hidden="true"></div><img class="q-background" src="/bg.png" alt="" aria-hidden="true">',
    );
  });

  it('banner: its Markdown (bold, links made site URLs) above the top bar; not dismissible, no button and no key', () => {
    const s = currentSite({ banner: { content: 'Version **2** is out: see the [guide](/guides/start) or [the blog](https://acme.dev/blog).' } });
    expect(frame(s)).toEqual({
      root: '<html lang="en" data-site-theme="mint">',
      beforeTopbar:
        '<div class="q-banner" role="region" aria-label="Announcement"><div class="q-banner-content"><p>Version <strong>2</strong> is out: see the <a href="/guides/start.html">guide</a> or ' +
        '<a href="https://acme.dev/blog" target="_blank" rel="noopener noreferrer">the blog</a>.</p></div></div>',
    });
  });

  it('banner: a dismissible one has a close button (needing the runtime) and its key on <html>, which changes with its text', () => {
    const s = currentSite({ banner: { content: 'Hello', dismissible: true } });
    const key = bannerKey(s.shell);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(frame(s)).toEqual({
      root: `<html lang="en" data-site-theme="mint" data-banner="${key}">`,
      beforeTopbar:
        '<div class="q-banner" role="region" aria-label="Announcement"><div class="q-banner-content"><p>Hello</p></div>' +
        `<button type="button" class="q-banner-dismiss q-js-only" aria-label="Dismiss banner" title="Dismiss" data-banner-dismiss="">${svg('xmark')}</button></div>`,
    });
    expect(bannerKey(currentSite({ banner: { content: 'Hello again', dismissible: true } }).shell)).not.toBe(key);
  });

  it('banner: raw HTML and images stay text, unsafe links lose their target; a list is one paragraph of its items', () => {
    const content = 'Hi <b onclick="x()">b</b> ![pic](https://x.dev/p.png) [x](javascript:alert(1)) `code`\n\n- **one**\n- [two](/guides/start)\n\n<script>alert(1)</script>';
    const s = currentSite({ banner: { content } });
    expect(html(renderBanner(context(s, 'index')))).toBe(
      '<div class="q-banner" role="region" aria-label="Announcement"><div class="q-banner-content">' +
        '<p>Hi &#x3C;b onclick="x()">b&#x3C;/b> pic x <code>code</code></p>' +
        '<p><strong>one</strong> <a href="/guides/start.html">two</a></p>' +
        '<p>&#x3C;script>alert(1)&#x3C;/script></p>' +
        '</div></div>',
    );
  });
});

describe('the banner’s type and colors', () => {
  it('a warning or critical banner has its class for the tint; its own colors are per-mode variables, with readable text on each', () => {
    const s = currentSite({ banner: { content: 'Careful', type: 'critical', color: { light: '#ffcc00', dark: '#1e3a8a' } } });
    expect(html(renderBanner(context(s, 'index')))).toBe(
      '<div class="q-banner q-banner-critical" role="region" aria-label="Announcement" style="--q-banner-bg-light:#ffcc00;--q-banner-fg-light:#111827;--q-banner-bg-dark:#1e3a8a;--q-banner-fg-dark:#ffffff">' +
        '<div class="q-banner-content"><p>Careful</p></div></div>',
    );
    expect(frame(s).beforeTopbar).toBe(html(renderBanner(context(s, 'index'))));
  });

  it('a color that is no hex code never reaches the style', () => {
    const s = currentSite({});
    const hostile = { ...s, shell: { ...s.shell, banner: { content: 'Hi', dismissible: false, type: 'info' as const, color: { light: 'red;background:url(https://x.dev/t)', dark: undefined } } } };
    expect(html(renderBanner(context(hostile, 'index')))).toBe('<div class="q-banner" role="region" aria-label="Announcement"><div class="q-banner-content"><p>Hi</p></div></div>');
  });
});

describe('the page frame of a spec-format site', () => {
  const files = { 'a.mdx': page('A') };
  const navigation = [{ group: 'G', pages: ['a'] }];

  it('modeToggle maps to the same attributes; no theme name, banner or decoration', () => {
    expect(frame(site({ navigation, modeToggle: { default: 'light', isHidden: true }, backgroundImage: '/bg.png' }, files), 'a')).toEqual({
      root: '<html lang="en" data-theme="light" data-theme-forced="">',
      beforeTopbar: '<img class="q-background" src="/bg.png" alt="" aria-hidden="true">',
    });
    expect(frame(site({ navigation }, files), 'a')).toEqual({ root: '<html lang="en">', beforeTopbar: '' });
  });
});

describe('the sidebar navigation in the shell', () => {
  const files = { 'a.mdx': page('A'), 'b.mdx': page('B'), 'c.mdx': page('C', 'mode: "custom"\n') };
  const navigation = [{ group: 'G', pages: ['a', 'b', 'c'] }];

  it('is the page\'s navHtml inside the sidebar, before the body, with no slot left in either half; a custom page has none', () => {
    const s = site({ navigation }, files);
    const ctx = context(s, 'b');
    const { before, after } = renderSiteShell(ctx, [], { assets: { kind: 'provided' } });
    const nav = `<nav class="q-nav" aria-label="Pages">${navHtml(ctx)}</nav></aside>`;
    expect(nav).toContain('<a class="q-nav-link q-nav-active" href="/b.html" aria-current="page">B</a>');
    expect(before.split(nav).length).toBe(2);
    expect(before.indexOf(nav)).toBeLessThan(before.indexOf('<main class="q-main" id="q-content">'));
    expect(`${before}${after}`).not.toContain('<!--quire:');
    const custom = renderSiteShell(context(s, 'c'), [], { assets: { kind: 'provided' } });
    expect(`${custom.before}${custom.after}`).not.toContain('<nav class="q-nav"');
    expect(`${custom.before}${custom.after}`).not.toContain('<!--quire:');
  });
});

describe('the themes’ CSS', () => {
  it('touches only colours, corners, blur and type: no theme changes the layout', () => {
    const rules = [...shellStyles.matchAll(/^(html\[data-site-theme[^{]*)\{([^}]*)\}$/gm)];
    const themed = new Set(rules.flatMap((rule) => [...(rule[1] ?? '').matchAll(/data-site-theme="(\w+)"/g)].map((m) => m[1])));
    expect([...themed].sort()).toEqual(['almond', 'aspen', 'linden', 'luma', 'maple', 'palm', 'sequoia', 'willow']);
    const properties = new Set(rules.flatMap((rule) => (rule[2] ?? '').split(';').map((declaration) => declaration.split(':')[0])));
    expect([...properties].sort()).toEqual(['-webkit-backdrop-filter', 'backdrop-filter', 'background', 'border-radius', 'font-family', 'font-weight', 'letter-spacing']);
  });
});
