import '../../setup/load-resources.ts';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { iconSvg } from '../../../src/core/icons/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { bodyIconDiagnostics, configIconLibrary, iconDiagnostics, siteIconLibrary } from '../../../src/core/site/icon-diagnostics.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { shellIcon } from '../../../src/core/site/shell-context.ts';
import type { ShellContext } from '../../../src/core/site/shell-context.ts';

/** A site of a current-format docs.json with the given `icons`, and pages `a` and `b` with the front matter icons given. */
function siteOf(icons: Record<string, unknown> | undefined, pageIcons: readonly [string, string] = ['rocket', 'book']) {
  const docs = { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, ...(icons ? { icons } : {}), navigation: { groups: [{ group: 'G', pages: ['a', 'b'] }] } };
  const text = JSON.stringify(docs, null, 2);
  const page = (title: string, icon: string) => `---\ntitle: ${title}\nicon: ${icon}\n---\n\nBody.\n`;
  const project = new MemoryProject({ 'docs.json': text, 'a.mdx': page('A', pageIcons[0]), 'b.mdx': page('B', pageIcons[1]) });
  const load = loadSiteConfig(project);
  if (!load.config || !load.result) throw new Error('no config');
  const site = buildSiteModel(load.config, project);
  return { site, load, source: { file: 'docs.json', lines: load.result.lines, rangeOf: load.result.rangeOf } };
}

const ctx = (site: ReturnType<typeof siteOf>['site']): ShellContext => {
  const page = site.byPath.get('a');
  if (!page) throw new Error('no page a');
  return { site, page, pageUrl: (path) => `/${path}`, assetUrl: (path) => `/${path}`, version: undefined };
};


describe('icons.library', () => {
  it('"lucide" makes plain names Lucide icons in the shell, and is no longer a setting the site leaves out', () => {
    const { site, load } = siteOf({ library: 'lucide' });
    expect(siteIconLibrary(site)).toBe('lucide');
    expect(configIconLibrary(site.config)).toBe('lucide');
    expect(toHtml(shellIcon(ctx(site), 'settings'), { space: 'svg' })).toBe(iconSvg('settings', undefined, 'lucide'));
    expect(toHtml(shellIcon(ctx(site), 'github', 'brands', 'fontawesome'), { space: 'svg' })).toBe(iconSvg('github', 'brands'));
    // An icon object's own library wins; a library that does not exist is the site's.
    expect(toHtml(shellIcon(ctx(site), 'settings', undefined, 'tabler'), { space: 'svg' })).toBe(iconSvg('settings', undefined, 'tabler'));
    expect(toHtml(shellIcon(ctx(site), 'settings', undefined, 'material'), { space: 'svg' })).toBe(iconSvg('settings', undefined, 'lucide'));
    expect(load.diagnostics.filter((d) => d.code === 'config/not-shown')).toEqual([]);
  });

  it('"tabler" makes plain names Tabler icons (a filled one for iconType filled), is shown, and warns with a Tabler hint', () => {
    const { site, load, source } = siteOf({ library: 'tabler' }, ['brand-github', 'gear']);
    expect(configIconLibrary(site.config)).toBe('tabler');
    expect(toHtml(shellIcon(ctx(site), 'settings'), { space: 'svg' })).toBe(iconSvg('settings', undefined, 'tabler'));
    expect(toHtml(shellIcon(ctx(site), 'heart', 'filled'), { space: 'svg' })).toBe(iconSvg('heart-filled', undefined, 'tabler'));
    expect(load.diagnostics.filter((d) => d.code === 'config/not-shown')).toEqual([]);
    expect(iconDiagnostics(site, source).map((d) => [d.file, d.line, d.code, d.data, d.message])).toEqual([
      ['b.mdx', 3, 'site/unknown-icon', { name: 'gear', library: 'tabler' }, 'Unknown icon "gear": the site shows a plain circle instead. Use a Tabler name such as "book", "rocket" or "settings", or a path to an image.'],
    ]);
  });

  it('defaults to Font Awesome, in the current format as in the spec format', () => {
    const { site } = siteOf(undefined);
    expect(siteIconLibrary(site)).toBe('fontawesome');
    expect(toHtml(shellIcon(ctx(site), 'gear'), { space: 'svg' })).toBe(iconSvg('gear'));
  });

  it('looks icons up in the site library: a Lucide name is known, a Font Awesome one is not', () => {
    const { site, source } = siteOf({ library: 'lucide' }, ['house', 'gear']);
    expect(iconDiagnostics(site, source).map((d) => [d.file, d.line, d.column, d.code, d.data])).toEqual([['b.mdx', 3, 7, 'site/unknown-icon', { name: 'gear', library: 'lucide' }]]);
    expect(iconDiagnostics(site, source)[0]?.message).toBe('Unknown icon "gear": the site shows a plain circle instead. Use a Lucide name such as "book", "rocket" or "settings", or a path to an image.');
  });
});

describe('navigation icons', () => {
  it('are looked up in the library their icon object names, else the site one, and warned once at the first place docs.json names them', () => {
    const groups = (name: string, icon?: unknown) => [{ group: name, ...(icon ? { icon } : {}), pages: [name.toLowerCase()] }];
    const navigation = {
      tabs: [
        { tab: 'One', icon: { name: 'gear', library: 'lucide' }, groups: groups('A', 'no-such-icon') },
        { tab: 'Two', icon: { name: 'rocket', library: 'lucide' }, groups: groups('B', { name: 'circle', style: 'regular' }) },
        { tab: 'Three', icon: 'gear', groups: groups('C', 'no-such-icon') },
      ],
    };
    const text = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation }, null, 2);
    const page = (title: string) => `---\ntitle: ${title}\n---\n\nBody.\n`;
    const project = new MemoryProject({ 'docs.json': text, 'a.mdx': page('A'), 'b.mdx': page('B'), 'c.mdx': page('C') });
    const load = loadSiteConfig(project);
    if (!load.config || !load.result) throw new Error('no config');
    const source = { file: 'docs.json', lines: load.result.lines, rangeOf: load.result.rangeOf };
    expect(iconDiagnostics(buildSiteModel(load.config, project), source).map((d) => [d.file, d.line, d.column, d.endColumn, d.data])).toEqual([
      ['docs.json', 12, 20, 24, { name: 'gear', library: 'lucide' }],
      ['docs.json', 18, 22, 34, { name: 'no-such-icon', library: 'fontawesome' }],
    ]);
  });
});

describe('one site/unknown-icon warning per unknown name', () => {
  it('in docs.json: at its first use, with the name in the data', () => {
    const anchors = [{ name: 'One', url: 'one', icon: 'no-such-icon' }, { name: 'Two', url: 'two', icon: 'no-such-icon' }, { name: 'Three', url: 'three', icon: 'other-bad-icon' }];
    const text = JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['a'] }], anchors }, null, 2);
    const project = new MemoryProject({ 'docs.json': text, 'a.mdx': '---\ntitle: A\n---\n\nBody.\n' });
    const load = loadSiteConfig(project);
    if (!load.config || !load.result) throw new Error('no config');
    const source = { file: 'docs.json', lines: load.result.lines, rangeOf: load.result.rangeOf };
    expect(iconDiagnostics(buildSiteModel(load.config, project), source).map((d) => [d.line, d.path, d.data])).toEqual([
      [15, 'anchors[0].icon', { name: 'no-such-icon', library: 'fontawesome' }],
      [25, 'anchors[2].icon', { name: 'other-bad-icon', library: 'fontawesome' }],
    ]);
  });

  it('in a page body: at its first use, however often the page names it', () => {
    const text = '# A\n\n<Card icon="nope" />\n<Card icon="nope" />\n<Card icon={"nope"} />\n';
    expect(bodyIconDiagnostics('a.mdx', text, ['nope', 'nope', 'nope']).map((d) => [d.line, d.column, d.data])).toEqual([[3, 13, { name: 'nope', library: 'fontawesome' }]]);
    expect(bodyIconDiagnostics('a.mdx', text, ['nope'], 'lucide')[0]?.data).toEqual({ name: 'nope', library: 'lucide' });
  });
});
