import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import type { Project } from '../../../src/core/project/project.ts';
import { renderSitePage } from '../../../src/core/site/render-site-page.ts';
import type { SitePageOptions } from '../../../src/core/site/site-page-renderer.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { themeCss } from '../../../src/core/site/theme-css.ts';
import { config, page, site, svg } from './site-fixture.ts';

const files = {
  'intro.mdx': page('Introduction', 'description: Start here.\n', '## Install\n\nRun it.\n\n### With npm\n\nnpm i'),
  'guides/setup.mdx': page('Set up'),
};
const navigation = [{ group: 'Start', pages: ['intro', 'guides/setup'] }];
const exportOptions: SitePageOptions = {
  assets: { kind: 'files', stylesheet: '/quire.css', script: '/quire-runtime.js', scriptHash: "'sha256-abc='" },
  pageUrl: (path, hash) => `/${path}.html${hash ? `#${hash}` : ''}`,
  assetUrl: (path) => `/${path}`,
};
/** An attribute value as serialized: single quotes become `&#x27;`. */
const attr = (value: string) => value.replaceAll("'", '&#x27;');

describe('renderSitePage: head', () => {
  it('titles the page "Page · Site", with the description, favicon, theme CSS and a strict CSP', () => {
    const s = site({ navigation, favicon: '/favicon.svg', colors: { primary: '#FF5500' } }, files);
    const { html, title } = renderSitePage(s, 'intro', exportOptions);
    expect(title).toBe('Introduction · Acme');
    expect(html.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">')).toBe(true);
    const csp = "default-src 'none'; img-src 'self' data: blob: https:; media-src 'self' blob: https:; style-src 'self' 'unsafe-inline'; script-src 'sha256-abc='; connect-src https: http:; frame-src https:; base-uri 'none'; form-action 'none'";
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${attr(csp)}">`);
    expect(html).toContain('<title>Introduction · Acme</title><meta name="description" content="Start here."><meta property="og:type" content="website"><meta property="og:site_name" content="Acme"><meta property="og:title" content="Introduction"><meta property="og:description" content="Start here."><meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="Introduction"><meta name="twitter:description" content="Start here."><meta name="generator" content="Quire"><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/quire.css"><style>:root{');
    expect(html).toContain('--q-primary:#ff5500');
    expect(html).toContain('<script src="/quire-runtime.js" integrity="sha256-abc="></script></head>');
  });

  it('leaves the shared CSS and the runtime to the document that shows the page (the preview): its head has the theme CSS and allows no script', () => {
    const s = site({ navigation, colors: { primary: '#FF5500' } }, files);
    const { html } = renderSitePage(s, 'intro', { ...exportOptions, assets: { kind: 'provided' } });
    const csp = "default-src 'none'; img-src 'self' data: blob: https:; media-src 'self' blob: https:; style-src 'self' 'unsafe-inline'; script-src 'none'; frame-src https:; base-uri 'none'; form-action 'none'";
    expect(html.slice(0, html.indexOf('</head>') + '</head>'.length)).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<meta http-equiv="Content-Security-Policy" content="${attr(csp)}"><title>Introduction · Acme</title><meta name="description" content="Start here."><meta property="og:type" content="website"><meta property="og:site_name" content="Acme"><meta property="og:title" content="Introduction"><meta property="og:description" content="Start here."><meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="Introduction"><meta name="twitter:description" content="Start here."><meta name="generator" content="Quire">` +
        `<style>${themeCss(s.shell)}</style></head>`,
    );
    expect(themeCss(s.shell)).toContain('--q-primary:#ff5500');
    expect(html).not.toContain('<script');
  });
});

describe('renderSitePage: layout', () => {
  it('wraps the body in top bar, sidebar, article (header, content, pager), footer and TOC', () => {
    const s = site({ navigation }, files);
    const { html, ok } = renderSitePage(s, 'intro', exportOptions);
    expect(ok).toBe(true);
    const order = ['<a class="q-skip" href="#q-content">', '<header class="q-topbar">', '<div class="q-layout">', '<aside class="q-sidebar"', '<main class="q-main" id="q-content">', '<h1 class="q-page-title">Introduction</h1>', '<div class="q-content"><h2', '<nav class="q-pager"', '<footer class="q-footer">', '<nav class="q-toc"'].map((m) => html.indexOf(m));
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > (order[k - 1] ?? 0)))).toBe(true);
    expect(html).toContain('<a href="#install" data-toc-link="install">Install</a>');
  });

  it('renders the page body with renderPage when no body is supplied, links through pageUrl', () => {
    const s = site({ navigation }, { ...files, 'guides/setup.mdx': page('Set up', '', 'See [the intro](/intro#install).') });
    const { html, diagnostics } = renderSitePage(s, 'guides/setup', exportOptions);
    expect(html).toContain('href="/intro.html#install"');
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('writes a large body and the navigation verbatim, in place, however often the page is rendered', () => {
    // Both are spliced in after serializing; text that looks like a replacement pattern stays as is.
    // Dollars escaped, as math reads `$…$`.
    const text = "\\$' \\$\\$ \\$1 ".repeat(100).trim();
    const big = `<p>${"$' $$ $1 ".repeat(100).trim()}</p>`;
    const s = site({ navigation }, { ...files, 'intro.mdx': page('Introduction', '', text) });
    for (let i = 0; i < 2; i++) {
      const { html } = renderSitePage(s, 'intro', exportOptions);
      expect(html).toContain(`<div class="q-content">${big}</div>`);
      expect(html.split(big)).toHaveLength(2);
      expect(html).toContain('<nav class="q-nav" aria-label="Pages"><section class="q-nav-section"><h2 class="q-nav-heading">Start</h2>');
      expect(html).not.toContain('quire-raw');
    }
  });

  it('accepts a page path with a leading slash or an extension', () => {
    const s = site({ navigation }, files);
    expect(renderSitePage(s, '/intro.mdx', exportOptions).title).toBe('Introduction · Acme');
  });

  it('marks the html with has-tabs, the shown version and the page version', () => {
    const s = site({ navigation, tabs: [{ name: 'Guides', url: 'guides' }], versions: ['v2', 'v1'], anchors: [{ name: 'Guides', url: 'guides', version: 'v1' }] }, files);
    expect(renderSitePage(s, 'guides/setup', exportOptions).html).toContain('<html lang="en" class="q-has-tabs" data-version="v1" data-page-version="v1">');
    expect(renderSitePage(s, 'intro', exportOptions).html).toContain('<html lang="en" class="q-has-tabs" data-version="v2">');
  });
});

describe('renderSitePage: modeToggle and backgroundImage', () => {
  it('forces one mode when default is set and the toggle is hidden', () => {
    const { html } = renderSitePage(site({ navigation, modeToggle: { default: 'dark', isHidden: true } }, files), 'intro', exportOptions);
    expect(html).toContain('<html lang="en" data-theme="dark" data-theme-forced="">');
    expect(html).not.toContain('class="q-mode-toggle');
  });

  it('starts new readers in the default mode and keeps the toggle', () => {
    const { html } = renderSitePage(site({ navigation, modeToggle: { default: 'light' } }, files), 'intro', exportOptions);
    expect(html).toContain('<html lang="en" data-theme="light">');
    expect(html).toContain('class="q-mode-toggle q-js-only"');
  });

  it('follows the OS without a default (no data-theme)', () => {
    expect(renderSitePage(site({ navigation }, files), 'intro', exportOptions).html).toContain('<html lang="en"><head>');
  });

  it('shows the backgroundImage behind every page', () => {
    const { html } = renderSitePage(site({ navigation, backgroundImage: '/images/bg.png' }, files), 'guides/setup', exportOptions);
    expect(html).toContain('<img class="q-background" src="/images/bg.png" alt="" aria-hidden="true">');
  });
});

describe('renderSitePage: feedback and stars', () => {
  it('uses the repository from the config, or the caller’s location', () => {
    const s = site({ navigation, feedback: { suggestEdit: true }, topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } }, files);
    expect(renderSitePage(s, 'intro', exportOptions).html).toContain('href="https://github.com/acme/docs/edit/main/intro.mdx"');
    expect(renderSitePage(s, 'intro', { ...exportOptions, repository: { url: 'https://github.com/acme/mono', dir: 'docs' } }).html).toContain('href="https://github.com/acme/mono/edit/main/docs/intro.mdx"');
    expect(renderSitePage(s, 'intro', { ...exportOptions, githubStars: 2048 }).html).toContain('★ 2k');
  });
});

describe('renderSitePage: failures', () => {
  it('shows a page that does not parse as an error panel with build/page-failed', () => {
    const s = site({ navigation }, { ...files, 'guides/setup.mdx': page('Set up', '', '<Note>\nunclosed') });
    const { html, diagnostics, ok } = renderSitePage(s, 'guides/setup', exportOptions);
    expect(ok).toBe(false);
    expect(html).toContain('<h1 class="q-page-title">Set up</h1>');
    expect(diagnostics.map((d) => d.code)).toContain('build/page-failed');
  });

  it('turns a throw while rendering into an error panel', () => {
    const inner = new MemoryProject({ 'intro.mdx': page('Intro'), 'boom.mdx': page('Boom') });
    let armed = false;
    const project: Project = {
      list: () => inner.list(),
      has: (p) => inner.has(p),
      readBytes: (p) => inner.readBytes(p),
      readText: (p) => {
        if (armed && p === 'boom.mdx') throw new Error('disk on fire');
        return inner.readText(p);
      },
    };
    const s = buildSiteModel(config({ navigation: [{ group: 'G', pages: ['intro', 'boom'] }] }), project);
    armed = true;
    const { html, diagnostics, ok } = renderSitePage(s, 'boom', exportOptions);
    expect(ok).toBe(false);
    expect(html).toContain('<div class="q-content"><div class="q-parse-error" role="alert"><p class="q-parse-error-title">This page could not be rendered: boom.mdx, line 1, column 1</p>');
    expect(diagnostics).toEqual([
      {
        file: 'boom.mdx',
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
        severity: 'error',
        code: 'build/page-failed',
        message: 'Rendering boom.mdx failed (disk on fire), so its page shows an error panel. Simplify the construct the message names; if the page is valid MDX, this is a Quire bug.',
      },
    ]);
  });

  it('throws for a path that is not a navigable page', () => {
    expect(() => renderSitePage(site({ navigation }, files), 'nope', exportOptions)).toThrow(expect.objectContaining({ name: 'QuireError', code: 'site/unknown-page', data: { page: 'nope' } }));
  });
});

describe('renderSitePage: icons in the body', () => {
  it('draws bundled icons for components and the fallback ring, with site/unknown-icon, for unknown ones', () => {
    const s = site({ navigation }, { ...files, 'guides/setup.mdx': page('Set up', '', '<Card title="A" icon="rocket">x</Card>\n\n<Card title="B" icon="no-such-icon">y</Card>') });
    const { html, diagnostics } = renderSitePage(s, 'guides/setup', exportOptions);
    expect(html).toContain(svg('rocket'));
    expect(html).toContain('class="q-icon q-icon-fallback"');
    expect(diagnostics.filter((d) => d.code === 'site/unknown-icon').map((d) => [d.file, d.line, d.column])).toEqual([['guides/setup.mdx', 7, 23]]);
  });
});
