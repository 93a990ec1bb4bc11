import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import { planExport } from '../../../src/core/site/export-site.ts';
import { publishedPage, publishedPageFile, publishFiles, searchIndexFileName } from '../../../src/core/site/publish-files.ts';
import { createSiteSession } from '../../../src/core/session/site-session.ts';
import { cachesOf } from '../../../src/core/session/session-project.ts';
import { parseMemo } from '../../../src/core/page/parse-page.ts';
import { LineIndex } from '../../../src/core/diagnostics/line-index.ts';
import type { Root } from 'mdast';
import type { SearchIndexData } from '../../../src/core/site/search-index.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import type { SiteModel } from '../../../src/core/site/site-model.ts';

const docs = {
  theme: 'mint',
  name: 'Acme',
  description: 'Docs for Acme.',
  colors: { primary: '#112233' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }, { group: 'Reference', pages: ['reference/api', 'reference/secret'] }] },
};

const files: Record<string, string> = {
  'index.mdx': '---\ntitle: Welcome\ndescription: What Acme is.\n---\n\nAcme makes widgets.\n\n## Install\n\nRun `npm i acme`.\n',
  'guides/setup.mdx': [
    '---',
    'title: Set up',
    'description: "First paragraph [of it].\\n\\nSecond paragraph."',
    '---',
    '',
    "import X from '/snippets/x.mdx';",
    '',
    '<Note>',
    '  Back up first.',
    '</Note>',
    '',
    '## Configure the widget',
    '',
    '<Visibility for="humans">',
    '  Click **Save**.',
    '</Visibility>',
    '',
    '<Visibility for="agents">',
    '  Call `POST /v1/save`.',
    '</Visibility>',
    '',
    '<Card title="API" href="/reference/api">',
    '  All endpoints.',
    '</Card>',
    '',
    '<Mystery>',
    '  Text in an unknown component.',
    '</Mystery>',
    '',
  ].join('\n'),
  'reference/api.mdx': '---\ntitle: API\n---\n\n<ParamField path="id" type="string" required>\n  The widget id.\n</ParamField>\n',
  'reference/secret.mdx': '---\ntitle: Secret\nnoindex: true\n---\n\nNot for search engines.\n',
  'orphan.mdx': '---\ntitle: Orphan\n---\n\nIn no navigation.\n',
};

function siteOf(settings: Record<string, unknown> = {}): SiteModel {
  const project = new MemoryProject({ 'docs.json': JSON.stringify({ ...docs, ...settings }), ...files });
  const loaded = loadSiteConfig(project);
  if (!loaded.config) throw new Error('no config');
  return buildSiteModel(loaded.config, project);
}

function publish(settings: Record<string, unknown> = {}, siteUrl?: string): Map<string, string> {
  const site = siteOf(settings);
  return publishFiles(site, site.project, { base: '/', ...(siteUrl !== undefined ? { siteUrl } : {}) });
}

describe('publishFiles', () => {
  it('writes page.md for every page, llms.txt, llms-full.txt, robots.txt, sitemap.xml and the search index', () => {
    expect([...publish({}, 'https://docs.acme.dev').keys()].sort()).toEqual([
      '_quire/search-index.json',
      'guides/setup.md',
      'index.md',
      'llms-full.txt',
      'llms.txt',
      'orphan.md',
      'reference/api.md',
      'reference/secret.md',
      'robots.txt',
      'sitemap.xml',
    ]);
    // A sitemap's URLs are absolute: without a site URL there is none, and robots.txt names none.
    const local = publish();
    expect(local.has('sitemap.xml')).toBe(false);
    expect(local.get('robots.txt')).toBe('User-agent: *\nAllow: /\n');
  });

  it('llms.txt: the title, description and agent instructions, then the indexed pages by navigation group with their .md links', () => {
    const out = publish({ markdown: { instructions: ['Cite the API version.', 'Prefer the TypeScript SDK.'] } }, 'https://docs.acme.dev/');
    expect(out.get('llms.txt')).toBe(
      [
        '# Acme',
        '',
        '> Docs for Acme.',
        '',
        '> ## Agent Instructions',
        '> Cite the API version.',
        '> Prefer the TypeScript SDK.',
        '',
        '## Start',
        '',
        '- [Welcome](https://docs.acme.dev/index.md): What Acme is.',
        '- [Set up](https://docs.acme.dev/guides/setup.md): First paragraph \\[of it\\].',
        '',
        '## Reference',
        '',
        '- [API](https://docs.acme.dev/reference/api.md)',
        '',
      ].join('\n'),
    );
  });

  it('seo.indexing "all" lists the pages in no navigation too (never a noindex page), under Docs; links without a site URL are from the base path', () => {
    const out = publish({ seo: { indexing: 'all' } });
    expect(out.get('llms.txt')).toContain('## Reference\n\n- [API](/reference/api.md)\n\n## Docs\n\n- [Orphan](/orphan.md)\n');
    expect(out.get('llms.txt')).not.toContain('Secret');
  });

  it('page.md: the llms.txt note, the instructions, title, description and the body flattened (Visibility for agents kept, for humans left out)', () => {
    const out = publish({ markdown: { instructions: 'Cite the API version.' } }, 'https://docs.acme.dev');
    expect(out.get('guides/setup.md')).toBe(
      [
        '> ## Documentation Index',
        '> Fetch the complete documentation index at: https://docs.acme.dev/llms.txt',
        '> Use this file to discover all available pages before exploring further.',
        '',
        '> ## Agent Instructions',
        '> Cite the API version.',
        '',
        '# Set up',
        '',
        '> First paragraph [of it].',
        '>',
        '> Second paragraph.',
        '',
        '> **Note:** Back up first.',
        '',
        '## Configure the widget',
        '',
        'Call `POST /v1/save`.',
        '',
        '[**API**](/reference/api)',
        '',
        'All endpoints.',
        '',
        'Text in an unknown component.',
        '',
      ].join('\n'),
    );
    expect(out.get('reference/api.md')).toContain('# API\n\n`id` (string, required): The widget id.\n');
    // Without a site URL, the note links to llms.txt relative to the page's file.
    expect(publish().get('guides/setup.md')).toContain('at: ../llms.txt\n');
  });

  it('publishedPageFile makes one page’s Markdown file alone, as publishFiles writes it (the preview’s Copy page)', () => {
    for (const siteUrl of [undefined, 'https://docs.acme.dev']) {
      const site = siteOf({ markdown: { instructions: 'Cite the API version.' } });
      const all = publishFiles(site, site.project, { base: '/', ...(siteUrl !== undefined ? { siteUrl } : {}) });
      for (const page of site.pages) expect(publishedPageFile(site, site.project, page, { base: '/', ...(siteUrl !== undefined ? { siteUrl } : {}) })).toBe(all.get(`${page.path}.md`));
    }
    const site = siteOf();
    const setup = site.byPath.get('guides/setup');
    if (!setup) throw new Error('no page');
    expect(publishedPageFile(site, site.project, setup, { base: '/' }).split('\n').slice(0, 7)).toEqual([
      '> ## Documentation Index',
      '> Fetch the complete documentation index at: ../llms.txt',
      '> Use this file to discover all available pages before exploring further.',
      '',
      '# Set up',
      '',
      '> First paragraph [of it].',
    ]);
  });

  it('llms-full.txt: each listed page with its title, source URL, description and Markdown', () => {
    const full = publish({}, 'https://docs.acme.dev').get('llms-full.txt') ?? '';
    expect(full.startsWith('# Welcome\nSource: https://docs.acme.dev/\n\n> What Acme is.\n\nAcme makes widgets.\n\n## Install\n\nRun `npm i acme`.\n\n\n# Set up\nSource: https://docs.acme.dev/guides/setup\n')).toBe(true);
    expect(full).not.toContain('Not for search engines.');
    expect(full).not.toContain('Orphan');
  });

  it('sitemap.xml lists the indexed pages at their canonical URLs, the home page at the root; robots.txt names it', () => {
    const out = publish({}, 'https://docs.acme.dev/');
    expect(out.get('sitemap.xml')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>\n    <loc>https://docs.acme.dev/</loc>\n  </url>',
        '  <url>\n    <loc>https://docs.acme.dev/guides/setup</loc>\n  </url>',
        '  <url>\n    <loc>https://docs.acme.dev/reference/api</loc>\n  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(out.get('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.dev/sitemap.xml\n');
    // seo.metatags.canonical is the site URL when none is given.
    expect(publish({ seo: { metatags: { canonical: 'https://acme.dev/docs' } } }).get('robots.txt')).toContain('Sitemap: https://acme.dev/docs/sitemap.xml');
  });

  it('the search index: the indexed pages and their sections (people’s view), with anchors and snippets, loadable by MiniSearch', () => {
    const data = JSON.parse(publish().get(searchIndexFileName) ?? '') as SearchIndexData;
    expect(data.pages).toEqual([
      { url: 'index.html', title: 'Welcome', version: '', language: '' },
      { url: 'guides/setup.html', title: 'Set up', version: '', language: '' },
      { url: 'reference/api.html', title: 'API', version: '', language: '' },
    ]);
    expect(data.options).toEqual({ idField: 'id', fields: ['title', 'heading', 'text'], storeFields: ['page', 'heading', 'anchor', 'snippet'] });
    const search = MiniSearch.loadJS(data.index as Parameters<typeof MiniSearch.loadJS>[0], data.options);
    expect(search.documentCount).toBe(5);
    const stored = (query: string) => search.search(query, { prefix: true }).map((r) => ({ page: r['page'] as number, heading: r['heading'] as string, anchor: r['anchor'] as string, snippet: r['snippet'] as string }));
    expect(stored('widget')).toEqual([
      { page: 2, heading: '', anchor: '', snippet: 'id (string, required): The widget id.' },
      { page: 1, heading: 'Configure the widget', anchor: 'configure-the-widget', snippet: 'Click Save. API All endpoints. Text in an unknown component.' },
      { page: 0, heading: '', anchor: '', snippet: 'Acme makes widgets.' },
    ]);
    // Agents' content is not searched; humans' is.
    expect(stored('POST')).toEqual([]);
    expect(stored('npm')).toEqual([{ page: 0, heading: 'Install', anchor: 'install', snippet: 'Run npm i acme.' }]);
  });
});

describe('planExport with publish', () => {
  it('a page’s job returns its Markdown and sections, which the site files use as given (not parsed again)', () => {
    const project = new MemoryProject({ 'docs.json': JSON.stringify(docs), ...files });
    const plan = planExport(project, { publish: true });
    const job = plan.jobs.find((j) => j.page === 'reference/api');
    if (!job) throw new Error('no job');
    expect(plan.renderJob(job).html).toContain('<link rel="alternate" type="text/markdown" href="api.md">');
    expect(plan.renderJob(job).published).toEqual({
      page: 'reference/api',
      markdown: '`id` (string, required): The widget id.\n',
      sections: [{ page: 0, heading: '', anchor: '', text: 'id (string, required): The widget id.' }],
    });
    const made = plan.siteFiles([], [], [{ page: 'reference/api', markdown: 'Made on another thread.\n', sections: [] }]);
    expect(made.get('reference/api.md')).toBe('> ## Documentation Index\n> Fetch the complete documentation index at: ../llms.txt\n> Use this file to discover all available pages before exploring further.\n\n# API\n\nMade on another thread.\n');
    // Without publish, a build writes none of these files and its jobs make nothing more.
    const plain = planExport(project);
    expect(plain.renderJob(job).published).toBeUndefined();
    expect(plain.renderJob(job).html).not.toContain('text/markdown');
    expect([...plain.staticFiles().keys()].filter((f) => f.endsWith('.md') || f.endsWith('.txt'))).toEqual([]);
  });
});

describe('the search of a site in several languages', () => {
  it('each page of the index names its language, as its HTML does on <html>, so the search shows one language’s results; llms.txt lists the default language', () => {
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation: { languages: [{ language: 'en', pages: ['en/index'] }, { language: 'fr', pages: ['fr/index'] }] } }),
      'en/index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'fr/index.mdx': '---\ntitle: Accueil\n---\n\nBonjour.\n',
    });
    const plan = planExport(project, { publish: true, searchLibrary: '/* MiniSearch */' });
    const html = new Map(plan.jobs.map((job) => [job.out, plan.renderJob(job).html]));
    const data = JSON.parse(String(plan.staticFiles().get(searchIndexFileName))) as SearchIndexData;
    expect(data.pages.map((p) => [p.url, p.language])).toEqual([
      ['en/index.html', 'English'],
      ['fr/index.html', 'Français'],
    ]);
    // llms.txt lists the default language's pages only.
    expect(plan.staticFiles().get('llms.txt')).toBe('# Acme\n\n## Docs\n\n- [Home](/en/index.md)\n');
    expect(html.get('fr/index.html')).toMatch(/^<!doctype html><html lang="en"[^>]* data-language="Français">/);
  });
});

describe('publishedPage', () => {
  // A build renders the page and then publishes it: the render's parse, in the session's memo, is
  // used again (parsing the page a second time was a third of a build's page time).
  it("uses the session's parse of the page, not a parse of its own", () => {
    const session = createSiteSession(new MemoryProject({ 'docs.json': JSON.stringify(docs), ...files }));
    const loaded = loadSiteConfig(session.project);
    if (!loaded.config) throw new Error('no config');
    const site = buildSiteModel(loaded.config, session.project);
    const page = site.byPath.get('index');
    if (!page) throw new Error('no page');
    const text = files['index.mdx'] ?? '';
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'From the memo.' }] }] };
    cachesOf(session.project).get(parseMemo).set('index.mdx', { file: 'index.mdx', text, ok: true, tree, lines: new LineIndex(text), diagnostics: [] });
    expect(publishedPage(session.project, page)).toEqual({ page: 'index', markdown: 'From the memo.\n', sections: [{ page: 0, heading: '', anchor: '', text: 'From the memo.' }] });
  });
});
