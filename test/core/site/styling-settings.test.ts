import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import { renderEyebrow } from '../../../src/core/site/render-page-header.ts';
import { renderNav } from '../../../src/core/site/render-sidebar.ts';
import { renderSiteShell } from '../../../src/core/site/render-site-shell.ts';
import { currentBase, currentFiles, currentSite } from './current-site-fixture.ts';
import { context, html, page } from './site-fixture.ts';

/** A site with a tab holding a group that nests another: the deep page is Guides › Setup › Advanced. */
const nested = (settings: Record<string, unknown>) =>
  currentSite(
    { navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Setup', pages: ['index', { group: 'Advanced', pages: ['guides/start', 'guides/deep'] }] }] }] }, ...settings },
    { 'guides/deep.mdx': page('Deep') },
  );

describe('styling.eyebrows', () => {
  it('section (the default): the innermost group’s name', () => {
    expect(html(renderEyebrow(context(nested({}), 'guides/deep')))).toBe('<p class="q-eyebrow">Advanced</p>');
    expect(html(renderEyebrow(context(nested({ styling: { eyebrows: 'section' } }), 'guides/deep')))).toBe('<p class="q-eyebrow">Advanced</p>');
  });

  it('breadcrumbs: the tab, then the groups, outermost first', () => {
    expect(html(renderEyebrow(context(nested({ styling: { eyebrows: 'breadcrumbs' } }), 'guides/deep')))).toBe(
      '<nav class="q-eyebrow q-breadcrumbs" aria-label="Breadcrumbs"><ol><li>Guides</li><li>Setup</li><li>Advanced</li></ol></nav>',
    );
    expect(html(renderEyebrow(context(nested({ styling: { eyebrows: 'breadcrumbs' } }), 'index')))).toBe('<nav class="q-eyebrow q-breadcrumbs" aria-label="Breadcrumbs"><ol><li>Guides</li><li>Setup</li></ol></nav>');
  });
});

describe('interaction.drilldown', () => {
  it('true: a nested group’s name links to its first page; without it the name is text', () => {
    const summary = (settings: Record<string, unknown>) => /<summary class="q-nav-summary">.*?<\/summary>/.exec(html(renderNav(context(nested(settings), 'index'))))?.[0].replace(/<svg[\s\S]*?<\/svg>/g, '');
    expect(summary({ interaction: { drilldown: true } })).toBe('<summary class="q-nav-summary"><a class="q-nav-drilldown" href="/guides/start.html"><span>Advanced</span></a></summary>');
    expect(summary({})).toBe('<summary class="q-nav-summary"><span>Advanced</span></summary>');
  });
});

describe('styling.codeblocks', () => {
  const root = (settings: Record<string, unknown>) => /<html[^>]*>/.exec(renderSiteShell(context(currentSite(settings), 'index'), [], { assets: { kind: 'provided' } }).before)?.[0];

  it('dark: code blocks dark in both modes (the root says so to the stylesheet); system leaves them to the mode', () => {
    expect(root({ styling: { codeblocks: 'dark' } })).toBe('<html lang="en" data-codeblocks="dark" data-site-theme="mint">');
    expect(root({ styling: { codeblocks: 'system' } })).toBe('<html lang="en" data-site-theme="mint">');
  });

  const style = (settings: Record<string, unknown>) => /<style>([\s\S]*?)<\/style>/.exec(renderSiteShell(context(currentSite(settings), 'index'), [], { assets: { kind: 'provided' } }).before)?.[1] ?? '';
  const codeCss = (settings: Record<string, unknown>) => style(settings).split('\n').filter((line) => line.includes('.q-code'));

  it('a Shiki theme by name gives code blocks its colours in both modes, from the table of Shiki’s bundled themes', () => {
    const dracula = '--qr-code-bg:#282a36;--qr-fg:#f8f8f2;--qr-border:color-mix(in srgb,#f8f8f2 14%,#282a36);--qr-hl-keyword:#ff79c6;--qr-hl-string:#f1fa8c;--qr-hl-comment:#6272a4;--qr-hl-number:#bd93f9;--qr-hl-title:#50fa7b;--qr-hl-built:#8be9fd;--qr-hl-tag:#ff79c6;--qr-hl-add-bg:rgba(46,160,67,.15);--qr-hl-del-bg:rgba(248,81,73,.15);color:#f8f8f2';
    expect(codeCss({ styling: { codeblocks: 'dracula' } })).toEqual([
      `html:root :is(.q-code,.q-code-group){${dracula}}`,
      `html:root[data-theme="dark"] :is(.q-code,.q-code-group){${dracula}}`,
      `@media (prefers-color-scheme: dark){html:root:not([data-theme="light"]) :is(.q-code,.q-code-group){${dracula}}}`,
    ]);
    expect(codeCss({ styling: { codeblocks: { theme: 'dracula' } } })).toEqual(codeCss({ styling: { codeblocks: 'dracula' } }));
  });

  it('{ light, dark }: the light theme in light mode, the dark one in dark mode (set or preferred)', () => {
    const [light, dark, preferred] = codeCss({ styling: { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } } });
    expect(light).toBe('html:root :is(.q-code,.q-code-group){--qr-code-bg:#fff;--qr-fg:#24292e;--qr-border:color-mix(in srgb,#24292e 14%,#fff);--qr-hl-keyword:#d73a49;--qr-hl-string:#032f62;--qr-hl-comment:#6a737d;--qr-hl-number:#005cc5;--qr-hl-title:#6f42c1;--qr-hl-built:#005cc5;--qr-hl-tag:#22863a;--qr-hl-add-bg:#dafbe1;--qr-hl-del-bg:#ffebe9;color:#24292e}');
    expect(dark).toBe('html:root[data-theme="dark"] :is(.q-code,.q-code-group){--qr-code-bg:#24292e;--qr-fg:#e1e4e8;--qr-border:color-mix(in srgb,#e1e4e8 14%,#24292e);--qr-hl-keyword:#f97583;--qr-hl-string:#9ecbff;--qr-hl-comment:#6a737d;--qr-hl-number:#79b8ff;--qr-hl-title:#b392f0;--qr-hl-built:#79b8ff;--qr-hl-tag:#85e89d;--qr-hl-add-bg:rgba(46,160,67,.15);--qr-hl-del-bg:rgba(248,81,73,.15);color:#e1e4e8}');
    expect(preferred).toBe(`@media (prefers-color-scheme: dark){html:root:not([data-theme="light"]) :is(.q-code,.q-code-group){${dark?.slice(dark.indexOf('{') + 1)}}`);
  });

  it('css-variables: the site’s own --shiki-* properties, as Shiki groups its tokens', () => {
    expect(codeCss({ styling: { codeblocks: { theme: 'css-variables' } } })[0]).toBe(
      'html:root :is(.q-code,.q-code-group){--qr-code-bg:var(--shiki-background);--qr-fg:var(--shiki-foreground);--qr-border:color-mix(in srgb,var(--shiki-foreground) 14%,var(--shiki-background));--qr-hl-keyword:var(--shiki-token-keyword);--qr-hl-string:var(--shiki-token-string);--qr-hl-comment:var(--shiki-token-comment);--qr-hl-number:var(--shiki-token-constant);--qr-hl-title:var(--shiki-token-function);--qr-hl-built:var(--shiki-token-function);--qr-hl-tag:var(--shiki-token-string-expression);--qr-hl-add-bg:rgba(46,160,67,.15);--qr-hl-del-bg:rgba(248,81,73,.15);color:var(--shiki-foreground)}',
    );
  });

  it('system, dark and nothing add no code colours', () => {
    expect(codeCss({ styling: { codeblocks: 'system' } })).toEqual([]);
    expect(codeCss({ styling: { codeblocks: 'dark' } })).toEqual([]);
    expect(codeCss({})).toEqual([]);
  });

  const diagnostics = (codeblocks: unknown) =>
    loadSiteConfig(new MemoryProject({ 'docs.json': JSON.stringify({ ...currentBase, styling: { eyebrows: 'breadcrumbs', codeblocks } }), ...currentFiles }))
      .diagnostics.filter((d) => d.code.startsWith('config/'))
      .map((d) => [d.severity, d.code, d.path, d.data]);

  it('a known theme is shown (no diagnostic); an unknown one is a config/unknown-code-theme warning at its key, with the nearest name', () => {
    expect(diagnostics('dracula')).toEqual([]);
    expect(diagnostics({ theme: { light: 'github-light', dark: 'github-dark' } })).toEqual([]);
    expect(diagnostics({ theme: { light: 'github-lite', dark: 'no-such-theme-at-all' } })).toEqual([
      ['warning', 'config/unknown-code-theme', 'styling.codeblocks.theme.light', { theme: 'github-lite', suggestion: 'github-light' }],
      ['warning', 'config/unknown-code-theme', 'styling.codeblocks.theme.dark', { theme: 'no-such-theme-at-all' }],
    ]);
    expect(diagnostics('dark')).toEqual([]);
    expect(diagnostics('system')).toEqual([]);
  });

  it('custom TextMate grammars are checked and reported as not shown (highlight.js highlights)', () => {
    expect(diagnostics({ theme: 'nord', languages: { custom: ['grammars/acme.json'] } })).toEqual([['info', 'config/not-shown', 'styling.codeblocks.languages', { setting: '`styling.codeblocks.languages` (custom TextMate grammars)' }]]);
  });
});
