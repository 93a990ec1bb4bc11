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

  it('a Shiki theme by name is checked and reported as not shown (config/not-shown info); system and dark are not', () => {
    const notShown = (codeblocks: unknown) => {
      const loaded = loadSiteConfig(new MemoryProject({ 'docs.json': JSON.stringify({ ...currentBase, styling: { eyebrows: 'breadcrumbs', codeblocks } }), ...currentFiles }));
      return loaded.diagnostics.filter((d) => d.code === 'config/not-shown').map((d) => d.path);
    };
    expect(notShown('dracula')).toEqual(['styling.codeblocks']);
    expect(notShown({ theme: { light: 'github-light', dark: 'github-dark' } })).toEqual(['styling.codeblocks']);
    expect(notShown('dark')).toEqual([]);
    expect(notShown('system')).toEqual([]);
  });
});
