import '../setup/load-resources.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/cli/build-site.ts';
import { loadProject } from '../../src/cli/load-project.ts';
import { MemoryProject, pageFileFor } from '../../src/core/index.ts';
import { corpusV2Dir, describeCorpus } from '../setup/corpus.ts';

const brief = (d: { file: string; line: number; column: number; severity: string; code: string }) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`;

describe('quire build without a config', () => {
  it('an empty folder reports one project/missing-config, as quire check does, and no build/no-config beside it', async () => {
    const built = await buildSite('/nowhere', new MemoryProject({}));
    expect(built.diagnostics.map(brief)).toEqual(['docs.json:1:1 error project/missing-config']);
    expect(built.pages).toBe(0);
  });
});

/** Every page a current-format navigation lists (strings in `pages` and group `root`s at any depth), read from the JSON itself. */
function listedPages(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) listedPages(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'root' && typeof child === 'string') out.add(child.replace(/^\/+/, ''));
      else if (key === 'pages' && Array.isArray(child)) {
        for (const entry of child) {
          if (typeof entry === 'string') out.add(entry.replace(/^\/+/, ''));
          else listedPages(entry, out);
        }
      }
      else listedPages(child, out);
    }
  }
  return out;
}

const decode = (text: string) => text.replace(/&#x26;/g, '&');
/** The names of a page's tabs (`*` before the active one) and its sidebar's top-level group headings. */
function shell(html: string): { tabs: string[]; groups: string[] } {
  const tabs = [...html.matchAll(/<a class="q-tab( q-tab-active)?"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[1] ? '*' : ''}${decode(m[2] ?? '')}`);
  const groups = [...html.matchAll(/class="q-nav-heading">([^<]*)</g)].map((m) => decode(m[1] ?? ''));
  return { tabs, groups };
}

/** The entries of a page's dropdown menu (`*` before the current one). */
function dropdowns(html: string): string[] {
  const menu = /<details class="q-picker q-picker-dropdown"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  return [...menu.matchAll(/<a class="q-picker-option"[^>]*?( aria-current="true")?>[\s\S]*?<span class="q-picker-name">([^<]*)<\/span>/g)].map((m) => `${m[1] ? '*' : ''}${decode(m[2] ?? '')}`);
}

describeCorpus('corpus-v2', 'quire build of the current-format corpus-v2 projects', () => {
  const builds = new Map<string, Promise<BuildResult>>();
  const build = (name: string) => {
    let built = builds.get(name);
    if (!built) builds.set(name, (built = loadProject(join(corpusV2Dir, name)).then((project) => buildSite(join(corpusV2Dir, name), project, { check: false, jobs: 1 }))));
    return built;
  };
  const html = async (name: string, file: string) => {
    const content = (await build(name)).files.get(file);
    if (typeof content !== 'string') throw new Error(`${name}: no ${file}`);
    return content;
  };

  /** Page files in no navigation, which the build writes as hidden pages. */
  const hidden: Record<string, number> = { pipecat: 2, trigger: 12 };

  it.each(['pipecat', 'trigger'])('%s: writes every page its navigation lists, its hidden pages, and no config error', async (name) => {
    const project = await loadProject(join(corpusV2Dir, name));
    const listed = [...listedPages((JSON.parse(readFileSync(join(corpusV2Dir, name, 'docs.json'), 'utf8')) as { navigation: unknown }).navigation)];
    // Both projects have a file for every page they list.
    expect(listed.filter((page) => pageFileFor(project, page) === undefined)).toEqual([]);
    const built = await build(name);
    expect(built.pages).toBe(listed.length + (hidden[name] ?? 0));
    expect(listed.filter((page) => !built.files.has(`${page}.html`))).toEqual([]);
    expect(built.diagnostics.filter((d) => d.file === 'docs.json' && d.severity !== 'info')).toEqual([]);
  });

  it('pipecat: pages counted from the navigation (469) and 2 hidden ones, its six tabs, the sidebar holds the open tab’s groups', async () => {
    expect((await build('pipecat')).pages).toBe(469 + 2);
    expect(shell(await html('pipecat', 'pipecat/get-started/introduction.html'))).toEqual({
      tabs: ['Overview', '*Pipecat', 'Pipecat Clients', 'Pipecat Flows', 'Pipecat Cloud', 'API Reference'],
      groups: ['Get Started', 'Migration', 'Learning Pipecat', 'Fundamentals', 'Evals', 'Features', 'Telephony', 'Deployment', 'Examples & Recipes'],
    });
    expect(shell(await html('pipecat', 'pipecat-flows/introduction.html')).groups).toEqual(['Get Started', 'Guides', 'Examples', 'Migration']);
    // The global anchors link out from every page; the navbar links are in the top bar.
    const page = await html('pipecat', 'pipecat/get-started/introduction.html');
    for (const href of ['https://pipecat.ai/events', 'https://discord.gg/pipecat', 'https://github.com/pipecat-ai/pipecat/blob/main/CHANGELOG.md']) expect(page).toContain(`href="${href}"`);
    expect(page).toContain('Join the Discord');
  });

  it('trigger: pages counted from the navigation (314) and 12 hidden ones, its dropdowns as the sidebar’s menu, the API reference’s groups in its pages’ sidebar, the github button', async () => {
    expect((await build('trigger')).pages).toBe(314 + 12);
    const api = await html('trigger', 'management/overview.html');
    expect(dropdowns(api)).toEqual(['Documentation', '*API reference', 'Guides & examples']);
    // (introduction.html is `mode: "center"`: no sidebar, so no picker; the next page of its group has them.)
    expect(dropdowns(await html('trigger', 'quick-start.html'))).toEqual(['*Documentation', 'API reference', 'Guides & examples']);
    expect(dropdowns(await html('trigger', 'introduction.html'))).toEqual([]);
    expect(shell(api)).toEqual({
      tabs: [],
      groups: ['API reference', 'Tasks API', 'Batches API', 'Runs API', 'Bulk actions API', 'Errors API', 'Queues API', 'Schedules API', 'Env Vars API', 'Deployments API', 'Waitpoints API', 'Sessions API', 'Query API'],
    });
    expect(api).toContain('class="q-cta q-cta-github" href="https://github.com/triggerdotdev/trigger.dev"');
    expect(shell(await html('trigger', 'guides/frameworks/bun.html')).groups.slice(0, 3)).toEqual(['Introduction', 'Frameworks', 'Guides']);
    expect(shell(await html('trigger', 'quick-start.html')).groups.slice(0, 3)).toEqual(['Getting started', 'Fundamentals', 'Building with AI']);
  });
});
