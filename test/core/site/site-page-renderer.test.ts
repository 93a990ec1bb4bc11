import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { renderSitePage } from '../../../src/core/site/render-site-page.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import { createSitePageRenderer, sitePageHtml } from '../../../src/core/site/site-page-renderer.ts';
import type { SitePageOptions } from '../../../src/core/site/site-page-renderer.ts';
import { config, page } from './site-fixture.ts';

const options: SitePageOptions = { assets: { kind: 'provided' }, pageUrl: (path, hash) => `/${path}${hash ? `#${hash}` : ''}`, assetUrl: (path) => `/${path}` };
const intro = (body: string) => page('Introduction', '', body);

function setup() {
  const project = new MemoryProject({ 'intro.mdx': intro('## Install\n\nRun it.\n\nMore text.'), 'other.mdx': page('Other') });
  const site = buildSiteModel(config({ navigation: [{ group: 'G', pages: ['intro', 'other'] }] }), project);
  return { project, site, renderer: createSitePageRenderer(project, options) };
}

describe('createSitePageRenderer', () => {
  it('gives the body and the shell apart, which together are the page renderSitePage gives', () => {
    const { site, renderer } = setup();
    const rendered = renderer.render(site, 'intro');
    expect(rendered.shell.before.endsWith('<div class="q-content">')).toBe(true);
    expect(rendered.shell.after.startsWith('</div>')).toBe(true);
    expect(rendered.body.startsWith('<h2')).toBe(true);
    expect(rendered).toMatchObject({ file: 'intro.mdx', title: 'Introduction · Acme', ok: true, diagnostics: [] });
    expect(sitePageHtml(rendered)).toBe(renderSitePage(site, 'intro', options).html);
  });

  it('keeps the shell (the same object) while an edit leaves the page and its headings alone, and makes it again when they change', () => {
    const { project, site, renderer } = setup();
    const first = renderer.render(site, 'intro');
    project.set('intro.mdx', intro('## Install\n\nRun it now.\n\nMore text.'));
    const edited = renderer.render(site, 'intro');
    expect(edited.shell).toBe(first.shell);
    expect(edited.body).toContain('Run it now.');
    project.set('intro.mdx', intro('## Set up\n\nRun it now.\n\nMore text.'));
    const retitled = renderer.render(site, 'intro');
    expect(retitled.shell).not.toBe(first.shell);
    expect(retitled.shell.after).toContain('data-toc-link="set-up"');
    expect(renderer.render(site, 'other').shell).not.toBe(retitled.shell);
    const rebuilt = buildSiteModel(site.config, project);
    expect(renderer.render(rebuilt, 'intro').shell).not.toBe(retitled.shell);
  });

  it('parses again only the block an edit changed, for as many pages as it keeps renderers for', () => {
    const { project, site } = setup();
    const keepOne = createSitePageRenderer(project, options, 1);
    expect(keepOne.render(site, 'intro').parsedChars).toBe(project.readText('intro.mdx')?.length);
    project.set('intro.mdx', intro('## Install\n\nRun it now.\n\nMore text.'));
    const edited = keepOne.render(site, 'intro');
    expect(edited.parsedChars).toBe('Run it now.\n\n'.length);
    expect(edited.body).toContain('<p>Run it now.</p>\n<p>More text.</p>');
    keepOne.render(site, 'other');
    // The other page took the one place: intro is parsed whole again.
    expect(keepOne.render(site, 'intro').parsedChars).toBe(project.readText('intro.mdx')?.length);
  });

  it('reports unknown icons of the body with the body, where the name is written', () => {
    const project = new MemoryProject({ 'intro.mdx': intro('<Card title="A" icon="no-such-icon">x</Card>') });
    const site = buildSiteModel(config({ navigation: [{ group: 'G', pages: ['intro'] }] }), project);
    const rendered = createSitePageRenderer(project, options).render(site, 'intro');
    expect(rendered.diagnostics.map((d) => [d.code, d.line, d.column, d.endColumn])).toEqual([['site/unknown-icon', 5, 23, 35]]);
  });

  it('renders a page again with the new values once docs.json changes its variables', () => {
    const docs = (version: string) => JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, variables: { version }, navigation: { groups: [{ group: 'G', pages: ['intro'] }] } });
    const project = new MemoryProject({ 'docs.json': docs('1.0'), 'intro.mdx': intro('Version {{version}}.') });
    const siteOf = () => {
      const loaded = loadSiteConfig(project);
      if (!loaded.config) throw new Error('no config');
      return buildSiteModel(loaded.config, project);
    };
    const renderer = createSitePageRenderer(project, options);
    expect(renderer.render(siteOf(), 'intro').body).toBe('<p>Version 1.0.</p>');
    project.set('docs.json', docs('2.0'));
    expect(renderer.render(siteOf(), 'intro').body).toBe('<p>Version 2.0.</p>');
  });
});
