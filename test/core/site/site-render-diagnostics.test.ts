import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { createSiteBodyCache, siteRenderDiagnostics } from '../../../src/core/site/site-render-diagnostics.ts';
import { config, page } from './site-fixture.ts';
import { exportSite } from './export-site-files.ts';
import { siteBodyKey } from '../../../src/core/site/render-body.ts';

const docs = { name: 'Acme', logo: 'brand/logo.heic', navigation: [{ group: 'G', pages: ['index', 'guide'] }] };
const files = () =>
  new MemoryProject({
    'docs.json': JSON.stringify(docs),
    'index.mdx': page('Home', '', '<Card title="A" icon="no-such-icon">x</Card>\n\n<Snippet file="missing.mdx" />\n\n[Notes](/notes/readme.rtf)'),
    'guide.mdx': page('Guide'),
    'brand/logo.heic': 'x',
    'notes/readme.rtf': 'x',
    'notes/other.rtf': 'x',
  });
const at = (list: { file: string; line: number; column: number; code: string }[]) => list.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`).sort();

describe('siteRenderDiagnostics', () => {
  it('reports what the export of the site does, files not copied included, rendering only page bodies', () => {
    const project = files();
    const rendered = siteRenderDiagnostics(project, config(docs));
    expect(at(rendered)).toEqual(at(exportSite(project).diagnostics));
    // A .heic logo and an .rtf are off the allowlist, linked or not (the check's lint reports the links).
    expect(at(rendered)).toEqual(['brand/logo.heic:1:1 build/not-copied', 'index.mdx:5:23 site/unknown-icon', 'index.mdx:7:1 render/snippet-missing', 'notes/other.rtf:1:1 build/not-copied', 'notes/readme.rtf:1:1 build/not-copied']);
  });

  it('renders again, with a cache kept between checks, only the pages that changed', () => {
    const project = files();
    const cache = createSiteBodyCache();
    const first = siteRenderDiagnostics(project, config(docs), cache);
    // Kept by file and by what docs.json gives every body (here Font Awesome, no variables).
    const key = siteBodyKey('guide.mdx', { library: 'fontawesome' });
    const guide = cache.get(key)?.renderer;
    expect(guide).toBeDefined();
    expect(siteRenderDiagnostics(project, config(docs), cache)).toEqual(first);
    expect(cache.get(key)?.renderer).toBe(guide);
    expect(guide?.parsedChars).toBe(0);
    project.set('guide.mdx', page('Guide', '', 'Body text.\n\n<Icon icon="nope-icon" />'));
    expect(at(siteRenderDiagnostics(project, config(docs), cache))).toEqual([...at(first), 'guide.mdx:7:13 site/unknown-icon'].sort());
    expect(guide?.parsedChars).toBeGreaterThan(0);
  });

  it('keeps no renderer in a cache of size 0 (a one-time check), and reports the same', () => {
    const project = files();
    const none = createSiteBodyCache(0);
    expect(at(siteRenderDiagnostics(project, config(docs), none))).toEqual(at(siteRenderDiagnostics(project, config(docs))));
    expect(none.size).toBe(0);
    const kept = createSiteBodyCache();
    siteRenderDiagnostics(project, config(docs), kept);
    expect(kept.size).toBe(2);
  });
});
