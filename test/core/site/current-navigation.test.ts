import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import '../../setup/load-resources.ts';
import { iconOrFallback } from '../../../src/core/icons/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import type { SiteModel } from '../../../src/core/site/site-model.ts';
import { exportSite } from './export-site-files.ts';
import { all, attr, text, withClass } from './html-query.ts';
import { page } from './site-fixture.ts';

/** The site model of a current-format docs.json and pages named by path (each titled after its path). */
function currentSite(navigation: Record<string, unknown>, paths: readonly string[], extra: Record<string, unknown> = {}): { site: SiteModel; project: MemoryProject } {
  const files: Record<string, string> = { 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation, ...extra }) };
  for (const path of paths) files[`${path}.mdx`] = page(path);
  const project = new MemoryProject(files);
  const loaded = loadSiteConfig(project);
  if (!loaded.config) throw new Error(JSON.stringify(loaded.diagnostics));
  return { site: buildSiteModel(loaded.config, project), project };
}

/** What a page of an export shows of the navigation levels. */
function levels(html: string | Uint8Array | undefined) {
  const doc = parse(String(html));
  const picker = (level: string) =>
    all(doc, (el) => attr(el, 'data-level') === level).map((menu) => ({
      shown: text(withClass(menu, 'q-picker-current')[0] ?? menu),
      options: withClass(menu, 'q-picker-option').map((a) => `${attr(a, 'aria-current') === 'true' ? '*' : ''}${text(withClass(a, 'q-picker-name')[0] ?? a)} ${attr(a, 'href') ?? ''}`),
    }));
  const sidebar = withClass(doc, 'q-nav')[0];
  return {
    languages: picker('language'),
    versions: picker('version'),
    products: picker('product'),
    dropdowns: picker('dropdown'),
    tabs: withClass(doc, 'q-tab').map((a) => `${attr(a, 'aria-current') === 'page' ? '*' : ''}${text(a)} ${attr(a, 'href') ?? ''}`),
    anchors: withClass(doc, 'q-anchor-link').map((a) => `${attr(a, 'aria-current') === 'true' ? '*' : ''}${text(a)} ${attr(a, 'href') ?? ''}`),
    sections: sidebar ? withClass(sidebar, 'q-nav-section').map((s) => text(withClass(s, 'q-nav-heading')[0] ?? { nodeName: '#text', value: '' } as never)) : [],
    links: sidebar ? withClass(sidebar, 'q-nav-link').map((a) => attr(a, 'href')) : [],
  };
}

describe('current format: the navigation tree', () => {
  it('tabs hold their pages by nesting, whatever folders they are in; a link-only tab links out; a hidden tab is left out', () => {
    const { site } = currentSite(
      {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'setup/install'] }] },
          { tab: 'API', groups: [{ group: 'Endpoints', pages: ['reference/users', 'other/orders'] }] },
          { tab: 'Internal', hidden: true, pages: ['internal/notes'] },
          { tab: 'Blog', href: 'https://example.com/blog' },
        ],
      },
      ['index', 'setup/install', 'reference/users', 'other/orders', 'internal/notes'],
    );
    expect(site.pages.map((p) => [p.path, p.section.label, p.meta.hidden === true])).toEqual([
      ['index', 'Guides', false],
      ['setup/install', 'Guides', false],
      ['reference/users', 'API', false],
      ['other/orders', 'API', false],
      ['internal/notes', 'Internal', true],
    ]);
    const files = exportSite(new MemoryProject({ 'docs.json': String(site.project.readText('docs.json')), ...Object.fromEntries(site.pages.map((p) => [p.file, String(site.project.readText(p.file))])) })).files;
    expect(levels(files.get('other/orders.html'))).toMatchObject({
      tabs: ['Guides ../index.html', '*API ../reference/users.html', 'Blog https://example.com/blog'],
      sections: ['Endpoints'],
      links: ['../reference/users.html', 'orders.html'],
    });
    // A page of a hidden tab shows it as its current tab.
    expect(levels(files.get('internal/notes.html')).tabs).toEqual(['Guides ../index.html', 'API ../reference/users.html', '*Internal notes.html', 'Blog https://example.com/blog']);
  });

  it('languages: a picker of language names, each leading to its first page; the site opens on the default language', () => {
    const { site } = currentSite(
      {
        languages: [
          { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index', 'fr/guide'] }] },
          { language: 'en', default: true, groups: [{ group: 'Start', pages: ['en/index', 'en/guide'] }] },
        ],
      },
      ['fr/index', 'fr/guide', 'en/index', 'en/guide'],
    );
    expect(site.home?.path).toBe('en/index');
    const files = exportSite(site.project).files;
    expect(levels(files.get('fr/guide.html'))).toMatchObject({
      languages: [{ shown: 'Français', options: ['*Français index.html', 'English ../en/index.html'] }],
      sections: ['Démarrer'],
    });
    expect(levels(files.get('index.html')).languages).toEqual([{ shown: 'English', options: ['Français fr/index.html', '*English en/index.html'] }]);
  });

  it('versions inside a language, tabs inside a version: each page shows its own branch of the tree', () => {
    const { site } = currentSite(
      {
        versions: [
          { version: 'v2', tabs: [{ tab: 'Docs', pages: ['v2/a'] }, { tab: 'API', pages: ['v2/api'] }] },
          { version: 'v1', tabs: [{ tab: 'Docs', pages: ['v1/a'] }] },
        ],
      },
      ['v2/a', 'v2/api', 'v1/a'],
    );
    const files = exportSite(site.project).files;
    expect(levels(files.get('v2/api.html'))).toMatchObject({ versions: [{ shown: 'v2', options: ['*v2 a.html', 'v1 ../v1/a.html'] }], tabs: ['Docs a.html', '*API api.html'] });
    expect(levels(files.get('v1/a.html'))).toMatchObject({ versions: [{ shown: 'v1', options: ['v2 ../v2/a.html', '*v1 a.html'] }], tabs: ['*Docs a.html'] });
  });

  it('dropdowns and products: a menu at the top of the sidebar with icon, name and description', () => {
    const { site } = currentSite(
      {
        dropdowns: [
          { dropdown: 'Documentation', icon: 'book', description: 'Guides', pages: ['intro'] },
          { dropdown: 'API reference', icon: { name: 'code', style: 'regular' }, description: 'Endpoints', groups: [{ group: 'Users', pages: ['api/users'] }] },
        ],
      },
      ['intro', 'api/users'],
    );
    const html = String(exportSite(site.project).files.get('api/users.html'));
    expect(levels(html).dropdowns).toEqual([{ shown: 'API reference', options: ['Documentation ../intro.html', '*API reference users.html'] }]);
    const doc = parse(html);
    expect(withClass(doc, 'q-picker-description').map(text)).toEqual(['Guides', 'Endpoints']);
    // The button shows the current entry's icon, then the caret.
    expect(withClass(withClass(doc, 'q-picker-button')[0] ?? doc, 'q-icon')).toHaveLength(2);
    expect(levels(html).sections).toEqual(['Users']);
  });

  it('groups: icon and tag beside the name, expanded nested groups open, a root page opens from the name', () => {
    const { site } = currentSite(
      {
        groups: [
          {
            group: 'Guides',
            icon: 'rocket',
            tag: 'New',
            pages: ['a', { group: 'Deep', root: 'deep/overview', expanded: true, pages: ['deep/one'] }, { group: 'Closed', pages: ['closed/one'] }],
          },
        ],
      },
      ['a', 'deep/overview', 'deep/one', 'closed/one'],
    );
    const doc = parse(String(exportSite(site.project).files.get('a.html')));
    const heading = withClass(doc, 'q-nav-heading')[0];
    expect(heading && [text(heading), withClass(heading, 'q-icon').length, withClass(heading, 'q-tag').map(text)]).toEqual(['GuidesNew', 1, ['New']]);
    const groups = withClass(doc, 'q-nav-group').map((g) => [text(withClass(g, 'q-nav-summary')[0] ?? g), attr(g, 'open') !== undefined]);
    expect(groups).toEqual([
      ['Deep', true],
      ['Closed', false],
    ]);
    expect(withClass(doc, 'q-nav-root').map((a) => attr(a, 'href'))).toEqual(['deep/overview.html']);
    // On the root page itself, its link is the current one and its group is open.
    const rootDoc = parse(String(exportSite(site.project).files.get('deep/overview.html')));
    expect(withClass(rootDoc, 'q-nav-active').map((a) => attr(a, 'href'))).toEqual(['overview.html']);
  });

  it('global anchors link out on every page, after the level’s own anchors; loose pages list with no heading', () => {
    const { site } = currentSite(
      {
        anchors: [{ anchor: 'Docs', icon: 'book', pages: ['index', { group: 'More', pages: ['more'] }] }],
        global: { anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/x' }] },
      },
      ['index', 'more'],
    );
    const view = levels(exportSite(site.project).files.get('more.html'));
    expect(view.anchors).toEqual(['*Docs index.html', 'Community https://discord.gg/x']);
    expect(view.sections).toEqual(['', 'More']);
  });

  it('a page in no navigation goes with the listed pages of its folder', () => {
    const { site } = currentSite({ tabs: [{ tab: 'A', pages: ['a/one'] }, { tab: 'B', pages: ['b/one'] }] }, ['a/one', 'b/one', 'b/extra', 'loose']);
    expect(['b/extra', 'loose'].map((p) => [p, site.byPath.get(p)?.section.label, site.byPath.get(p)?.listed])).toEqual([
      ['b/extra', 'B', false],
      ['loose', 'Acme', false],
    ]);
  });
});

describe('current format: icons.library', () => {
  it('lucide: page bodies, groups and tabs draw plain names from Lucide; an unknown name is one site/unknown-icon warning', () => {
    const { site } = currentSite({ tabs: [{ tab: 'Home', icon: 'house', groups: [{ group: 'Start', icon: 'rocket', pages: ['index'] }] }] }, [], { icons: { library: 'lucide' } });
    const project = new MemoryProject({ 'docs.json': String(site.project.readText('docs.json')), 'index.mdx': '---\ntitle: Home\n---\n\n<Card title="A" icon="house">x</Card>\n\n<Card title="B" icon="no-such-icon-here">y</Card>\n' });
    const result = exportSite(project);
    const html = String(result.files.get('index.html'));
    // An icon's drawing: what its SVG holds, whatever class the element carries.
    const drawing = (svg: string) => svg.slice(svg.indexOf('>') + 1);
    const count = (needle: string) => html.split(needle).length - 1;
    const house = drawing(iconOrFallback('house', undefined, 'lucide').svg);
    expect(house).not.toBe(drawing(iconOrFallback('house').svg));
    // The tab's icon and the card's.
    expect([count(house), count(drawing(iconOrFallback('house').svg))]).toEqual([2, 0]);
    expect(count(drawing(iconOrFallback('rocket', undefined, 'lucide').svg))).toBe(1);
    expect(result.diagnostics.filter((d) => d.code === 'site/unknown-icon').map((d) => [d.file, d.line, d.data])).toEqual([['index.mdx', 7, { name: 'no-such-icon-here', library: 'lucide' }]]);
  });
});

describe('API pages in the navigation', () => {
  it('a page documenting an operation shows its method in the sidebar and is named by its summary when its front matter names it not', () => {
    const spec = 'openapi: 3.1.0\ninfo: { title: Trees, version: "1" }\npaths:\n  /trees:\n    get:\n      summary: List trees\n      responses: { "200": { description: OK } }\n    post:\n      summary: Plant a tree\n      responses: { "201": { description: Planted } }\n';
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, api: { openapi: 'openapi.yaml' }, navigation: { groups: [{ group: 'API', pages: ['api/list', 'api/plant', 'api/guide'] }] } }),
      'openapi.yaml': spec,
      'api/list.mdx': '---\nopenapi: GET /trees\n---\n',
      'api/plant.mdx': '---\ntitle: Plant one\nopenapi: post /trees\n---\n',
      'api/guide.mdx': '---\ntitle: Guide\n---\n\nText.\n',
    });
    const loaded = loadSiteConfig(project);
    if (!loaded.config) throw new Error('no config');
    const site = buildSiteModel(loaded.config, project);
    expect(site.pages.map((p) => [p.path, p.navTitle, p.operation])).toEqual([
      ['api/list', 'List trees', { method: 'GET', path: '/trees' }],
      ['api/plant', 'Plant one', { method: 'POST', path: '/trees' }],
      ['api/guide', 'Guide', undefined],
    ]);
    const doc = parse(String(exportSite(project).files.get('api/guide.html')));
    const sidebar = withClass(doc, 'q-nav')[0];
    expect(sidebar && withClass(sidebar, 'q-nav-link').map((a) => [withClass(a, 'q-nav-method').map(text).join(''), text(a)])).toEqual([
      ['GET', 'GETList trees'],
      ['POST', 'POSTPlant one'],
      ['', 'Guide'],
    ]);
  });
});
