import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/cli/build-site.ts';
import { buildSiteModel, checkProject, diagnosticCodes, loadSiteConfig, MemoryProject } from '../../../src/core/index.ts';
import { SiteService } from '../../../src/worker/site-service.ts';
import type { WorkerEvent } from '../../../src/worker/index.ts';

// Issue "every status tells the truth" §1: any file name gives a diagnostic at worst. A page named
// `a.mdx.mdx` had the page path `a.mdx`, which the renderer read as the entry `a.mdx` and looked up
// as `a`: the app's validator stopped and `quire build` exited 3. Generated projects (a fixed seed)
// put odd names beside each other and list them in the navigation in every spelling.

/** mulberry32: a small seeded generator, so every run makes the same projects. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const oddNames = [
  'a.mdx.mdx', 'a.md.mdx', 'a.mdx.md', 'guides/a.mdx.mdx', '.mdx', 'guides/.mdx', 'a.MDX', 'b.MdX.mdx',
  'with space.mdx', 'caf\u00e9.mdx', 'cafe\u0301.mdx', '.hidden.mdx', 'guides/index.mdx', 'guides.mdx',
  'A.mdx', 'a.mdx', 'trailing..mdx', 'trailing.', 'x#y.mdx', 'x?y.mdx', 'x%20y.mdx', '100%.mdx', 'snippets/s.mdx.mdx',
];

/** The ways a navigation entry may name a file: as it is, without one extension, without two. */
function spellings(name: string): string[] {
  const once = name.replace(/\.mdx?$/i, '');
  return [name, once, once.replace(/\.mdx?$/i, ''), `/${once}`];
}

/** A project of 2 to 5 odd names, each listed in the navigation (or not) in one of its spellings, and linked from the home page. */
function oddProject(next: () => number): Record<string, string> {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const files: Record<string, string> = { 'index.mdx': '---\ntitle: Home\n---\n\n# Home\n' };
  const entries = ['index'];
  const count = 2 + Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    const name = pick(oddNames);
    files[name] = `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\nBack [home](/index).\n`;
    const entry = pick(spellings(name));
    if (next() < 0.8) entries.push(entry);
    files['index.mdx'] += `\nSee [${i}](${encodeURI(entry)}).\n`;
  }
  const navigation = next() < 0.5 ? [{ group: 'All', pages: entries }] : { groups: [{ group: 'All', pages: entries }] };
  files['docs.json'] = JSON.stringify(Array.isArray(navigation) ? { name: 'Odd', navigation } : { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Odd', colors: { primary: '#112233' }, navigation });
  return files;
}

const projects = Array.from({ length: 40 }, (_, i) => oddProject(random(1000 + i)));
const doubled = (files: Record<string, string>) => Object.keys(files).filter((f) => /(^|\/)(\.mdx?|[^/]*\.mdx?\.mdx?)$/i.test(f)).sort();

describe('odd file names', () => {
  it('makes the same 40 projects every run, among them every doubled extension', () => {
    expect(projects.flatMap(doubled).filter((f, i, all) => all.indexOf(f) === i).sort()).toEqual(['.mdx', 'a.md.mdx', 'a.mdx.md', 'a.mdx.mdx', 'b.MdX.mdx', 'guides/.mdx', 'guides/a.mdx.mdx', 'snippets/s.mdx.mdx']);
  });

  it('check: known codes only, one project/doubled-extension warning per doubled name, no page that failed', () => {
    for (const [i, files] of projects.entries()) {
      const { diagnostics } = checkProject(new MemoryProject(files));
      expect(diagnostics.filter((d) => !diagnosticCodes.includes(d.code)), `project ${i}`).toEqual([]);
      expect(diagnostics.filter((d) => d.code === 'project/doubled-extension').map((d) => `${d.file} ${d.severity}`), `project ${i}`).toEqual(doubled(files).map((f) => `${f} warning`));
      expect(diagnostics.filter((d) => d.code === 'build/page-failed'), `project ${i}`).toEqual([]);
    }
  });

  it('build: writes an HTML file for every page of the site and reports no page that failed', async () => {
    for (const [i, files] of projects.entries()) {
      const project = new MemoryProject(files);
      const built = await buildSite('/nowhere', project, { jobs: 1 });
      const config = loadSiteConfig(project).config;
      const pages = config ? buildSiteModel(config, project).pages.map((p) => `${p.path}.html`) : [];
      expect(pages.filter((p) => !built.outputs.includes(p)), `project ${i}`).toEqual([]);
      expect(built.pages, `project ${i}`).toBe(pages.length);
      expect(built.diagnostics.filter((d) => d.code === 'build/page-failed'), `project ${i}`).toEqual([]);
    }
  }, 120_000);

  it('the worker: shows every page and every file of each project without a `failed` event', () => {
    for (const [i, files] of projects.entries()) {
      const events: WorkerEvent[] = [];
      const timers: (() => void)[] = [];
      const service = new SiteService((e) => events.push(e), { set: (fn) => timers.push(fn), clear: () => {} });
      service.attachPreview({ postMessage: () => {} });
      service.handle({ type: 'load', files: Object.entries(files), assetPrefix: 'asset:' });
      let seq = 0;
      for (const path of Object.keys(files)) service.handle({ type: 'show', target: path, seq: ++seq });
      const site = events.find((e): e is Extract<WorkerEvent, { type: 'site' }> => e.type === 'site');
      for (const page of site?.pages ?? []) service.handle({ type: 'show', target: `/${page.path}`, seq: ++seq });
      for (const fn of timers.splice(0)) fn();
      expect(events.filter((e) => e.type === 'failed'), `project ${i}`).toEqual([]);
      expect(events.some((e) => e.type === 'diagnostics'), `project ${i}`).toBe(true);
    }
  });

  it('a page named a.mdx.mdx: the same warning, naming its rename, in check and build, and no page of it', async () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'Odd', navigation: [{ group: 'G', pages: ['index', 'guides/a'] }] }),
      'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\n## Home\n',
      'guides/a.mdx.mdx': '---\ntitle: A\ndescription: The page A.\n---\n\n## A\n',
    };
    const lines = (list: readonly { file: string; line: number; column: number; severity: string; code: string; message: string }[]) => list.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
    const expected = [
      'docs.json:1:59 error project/missing-page Navigation lists "guides/a", but guides/a.mdx.mdx ends in two page extensions, so it is not a page. Rename it to guides/a.mdx.',
      'guides/a.mdx.mdx:1:1 warning project/doubled-extension guides/a.mdx.mdx ends in two page extensions, so it is not a page of the site (a navigation entry "guides/a.mdx" names the file guides/a.mdx). Rename it to guides/a.mdx.',
    ];
    expect(lines(checkProject(new MemoryProject(files)).diagnostics)).toEqual(expected);
    const built = await buildSite('/nowhere', new MemoryProject(files), { jobs: 1 });
    expect(lines(built.diagnostics)).toEqual(expected);
    expect(built.outputs.filter((f) => f.endsWith('.html'))).toEqual(['404.html', 'index.html']);
  });
});
