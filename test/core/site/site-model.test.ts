import { describe, expect, it } from 'vitest';
import { buildSiteModel, neighbours } from '../../../src/core/site/site-model.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { findRepository, parseGithubRepository } from '../../../src/core/site/repository-url.ts';
import { config, page, site } from './site-fixture.ts';

describe('buildSiteModel: pages', () => {
  it('resolves x to x.mdx, else x.md, and leaves out entries with no file', () => {
    const s = site({ navigation: [{ group: 'Start', pages: ['intro', 'guide', 'missing'] }] }, { 'intro.mdx': page('Intro'), 'guide.md': page('Guide'), 'intro.md': page('Shadowed') });
    expect(s.pages.map((p) => [p.path, p.file])).toEqual([
      ['intro', 'intro.mdx'],
      ['guide', 'guide.md'],
    ]);
    expect(s.nav[0]?.entries.map((e) => (e.kind === 'page' ? e.page.path : e.name))).toEqual(['intro', 'guide']);
  });

  it('takes the nav title from sidebarTitle, then title, then the file name, and the heading title from title first', () => {
    const s = site(
      { navigation: [{ group: 'G', pages: ['a', 'b', 'getting-started'] }] },
      { 'a.mdx': page('Full title', 'sidebarTitle: Short\ndescription: About A\nicon: rocket\n'), 'b.mdx': page('Only title'), 'getting-started.mdx': 'No front matter.' },
    );
    expect(s.pages.map((p) => [p.navTitle, p.title])).toEqual([
      ['Short', 'Full title'],
      ['Only title', 'Only title'],
      ['Getting started', 'Getting started'],
    ]);
    expect(s.pages[0]?.meta).toEqual({ title: 'Full title', sidebarTitle: 'Short', description: 'About A', icon: 'rocket' });
  });

  it('never throws on broken front matter', () => {
    const s = site({ navigation: [{ group: 'G', pages: ['bad'] }] }, { 'bad.mdx': '---\ntitle: [unclosed\n---\n' });
    expect(s.pages[0]?.title).toBe('Bad');
  });

  it('keeps nested groups with their trail of group names', () => {
    const s = site(
      { navigation: [{ group: 'A', pages: ['one', { group: 'B', pages: [{ group: 'C', pages: ['two'] }] }] }] },
      { 'one.mdx': page('One'), 'two.mdx': page('Two') },
    );
    expect(s.byPath.get('two')?.groups).toEqual(['A', 'B', 'C']);
    const b = s.nav[0]?.entries[1];
    expect(b?.kind === 'group' ? [b.name, b.id] : undefined).toEqual(['B', 'g-0-1']);
  });

  it('lists a page twice in the navigation but once in the page order', () => {
    const s = site({ navigation: [{ group: 'A', pages: ['one', 'two'] }, { group: 'B', pages: ['one'] }] }, { 'one.mdx': page('One'), 'two.mdx': page('Two') });
    expect(s.pages.map((p) => p.path)).toEqual(['one', 'two']);
    expect(s.nav[1]?.entries).toHaveLength(1);
  });
});

describe('buildSiteModel: tabs and anchors', () => {
  const files = { 'intro.mdx': page('Intro'), 'api/users.mdx': page('Users'), 'api/v2/list.mdx': page('List'), 'api-old/x.mdx': page('Old'), 'guides/one.mdx': page('One') };
  const nav = [
    { group: 'Start', pages: ['intro', 'api-old/x'] },
    { group: 'API', pages: ['api/users', 'api/v2/list'] },
    { group: 'Guides', pages: ['guides/one'] },
  ];

  it('puts each page in the tab with the longest URL prefix; pages under no tab are in the primary tab', () => {
    const s = site({ navigation: nav, tabs: [{ name: 'API', url: 'api' }, { name: 'API v2', url: '/api/v2/' }, { name: 'Blog', url: 'https://example.com/blog' }] }, files);
    expect(s.pages.map((p) => [p.path, p.section.id])).toEqual([
      ['intro', 'tabs.primary'],
      ['api-old/x', 'tabs.primary'],
      ['api/users', 'tabs.0'],
      ['api/v2/list', 'tabs.1'],
      ['guides/one', 'tabs.primary'],
    ]);
    expect(s.root.divisions.map((t) => [t.level, t.label, t.href, t.firstPage?.path])).toEqual([
      ['tab', 'Documentation', undefined, 'intro'],
      ['tab', 'API', undefined, 'api/users'],
      ['tab', 'API v2', undefined, 'api/v2/list'],
      ['tab', 'Blog', 'https://example.com/blog', undefined],
    ]);
  });

  it('gives each group the division of its first page: its anchor inside its tab', () => {
    const s = site({ navigation: nav, tabs: [{ name: 'API', url: 'api' }], anchors: [{ name: 'Guides', url: 'guides', icon: 'book' }] }, files);
    expect(s.nav.map((g) => [g.name, g.section?.id])).toEqual([
      ['Start', 'tabs.primary.anchors.top'],
      ['API', 'tabs.0.anchors.top'],
      ['Guides', 'tabs.primary.anchors.0'],
    ]);
  });

  it('resolves folder anchors to their first page and leaves external anchors as links', () => {
    const s = site(
      { navigation: nav, anchors: [{ name: 'Guides', url: 'guides', icon: 'book', version: 'v2', isDefaultHidden: true }, { name: 'Community', url: 'https://example.com', icon: 'discord' }], topAnchor: { name: 'Docs' } },
      files,
    );
    expect(s.root.divisions.map((a) => [a.level, a.label, a.href, a.firstPage?.path, a.version, a.isDefaultHidden, a.icon])).toEqual([
      ['anchor', 'Docs', undefined, 'intro', undefined, false, { name: 'book-open', style: 'duotone', library: undefined }],
      ['anchor', 'Guides', undefined, 'guides/one', 'v2', true, { name: 'book', style: 'duotone', library: undefined }],
      ['anchor', 'Community', 'https://example.com', undefined, undefined, false, { name: 'discord', style: 'duotone', library: undefined }],
    ]);
    expect(s.byPath.get('guides/one')?.section.label).toBe('Guides');
    expect(s.byPath.get('intro')?.section.label).toBe('Docs');
  });
});

describe('buildSiteModel: home, order, repository', () => {
  it('opens on the index page when navigation lists one, else on the first page', () => {
    const files = { 'a.mdx': page('A'), 'index.mdx': page('Home') };
    expect(site({ navigation: [{ group: 'G', pages: ['a', 'index'] }] }, files).home?.path).toBe('index');
    expect(site({ navigation: [{ group: 'G', pages: ['a'] }] }, files).home?.path).toBe('a');
    expect(site({ navigation: [{ group: 'G', pages: ['nothing'] }] }, files).home).toBeUndefined();
  });

  it('gives previous and next pages in navigation order, across groups, skipping hidden pages', () => {
    const s = site({ navigation: [{ group: 'A', pages: ['one', 'two'] }, { group: 'B', pages: ['secret', 'three'] }] }, { 'one.mdx': page('One'), 'two.mdx': page('Two'), 'secret.mdx': page('Secret', 'hidden: true\n'), 'three.mdx': page('Three') });
    const at = (path: string) => {
      const p = s.byPath.get(path);
      if (!p) throw new Error(path);
      const { previous, next } = neighbours(s, p);
      return [previous?.path, next?.path];
    };
    expect(at('one')).toEqual([undefined, 'two']);
    expect(at('two')).toEqual(['one', 'three']);
    expect(at('three')).toEqual(['two', undefined]);
  });

  it('builds the pages of a hidden group (a current-format `hidden`, nested groups too) as hidden pages: built, not listed, skipped by previous/next', () => {
    const hidden = { ...config({ navigation: [] }), navigation: [{ group: 'A', pages: ['one'] }, { group: 'B', hidden: true, pages: ['secret', { group: 'C', pages: ['deep'] }] }, { group: 'D', pages: ['two'] }] };
    const s = buildSiteModel(hidden, new MemoryProject({ 'one.mdx': page('One'), 'secret.mdx': page('Secret'), 'deep.mdx': page('Deep'), 'two.mdx': page('Two') }));
    expect(s.pages.map((p) => [p.path, p.meta.hidden === true])).toEqual([
      ['one', false],
      ['secret', true],
      ['deep', true],
      ['two', false],
    ]);
    const one = s.byPath.get('one');
    expect(one && neighbours(s, one).next?.path).toBe('two');
  });

  it('finds the repository from the github CTA, else footerSocials.github, else a top-bar link; organization URLs do not count', () => {
    const nav = [{ group: 'G', pages: [] }];
    expect(findRepository(config({ navigation: nav, topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' }, footerSocials: { github: 'https://github.com/other/repo' } }))?.url).toBe('https://github.com/acme/docs');
    expect(findRepository(config({ navigation: nav, footerSocials: { github: 'https://github.com/acme/site.git' } }))?.slug).toBe('acme/site');
    expect(findRepository(config({ navigation: nav, topbarLinks: [{ name: 'Code', url: 'https://github.com/acme/tool/tree/main' }] }))?.url).toBe('https://github.com/acme/tool');
    expect(findRepository(config({ navigation: nav, footerSocials: { github: 'https://github.com/acme' } }))).toBeUndefined();
    expect(parseGithubRepository('https://gitlab.com/acme/docs')).toBeUndefined();
    expect(parseGithubRepository('https://github.com/triggerdotdev/trigger.dev')).toEqual({ url: 'https://github.com/triggerdotdev/trigger.dev', slug: 'triggerdotdev/trigger.dev' });
  });
});
