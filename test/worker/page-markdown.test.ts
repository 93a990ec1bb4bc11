import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { SiteService } from '../../src/worker/site-service.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';
import { MemoryProject } from '../../src/core/project/project.ts';
import { loadSiteConfig } from '../../src/core/site/load-site-config.ts';
import { buildSiteModel } from '../../src/core/site/site-model.ts';
import { publishFiles } from '../../src/core/site/publish-files.ts';

const page = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}\n`;

const files = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, contextual: { options: ['copy', 'view'] }, navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/set up'] }] } }),
  'index.mdx': page('Home', 'Welcome.'),
  'guides/set up.mdx': page('Set up', '<Note>\n  Back up first.\n</Note>\n\nRun the **installer**.'),
  'guides/orphan.mdx': page('Orphan', 'In no navigation.'),
};

/** A service with the project loaded; `ask` sends `page-markdown` and resolves with the answer. */
function setup() {
  const events: WorkerEvent[] = [];
  let answered: ((e: WorkerEvent) => void) | undefined;
  const service = new SiteService((e) => {
    events.push(e);
    if (e.type === 'page-markdown') answered?.(e);
  }, { set: () => 0, clear: () => {} });
  service.handle({ type: 'load', files: Object.entries(files), assetPrefix: 'asset:' });
  const ask = (id: number, path: string): Promise<WorkerEvent> => {
    const answer = new Promise<WorkerEvent>((resolve) => (answered = resolve));
    service.handle({ type: 'page-markdown', id, page: path });
    return answer;
  };
  return { service, ask, events };
}

describe("the preview's Copy page, answered by the worker", () => {
  it('answers a page of the site with its Markdown file, as `quire build` publishes it', async () => {
    const { ask } = setup();
    const project = new MemoryProject(files);
    const config = loadSiteConfig(project).config;
    if (!config) throw new Error('no config');
    const published = publishFiles(buildSiteModel(config, project), project, { base: '/' });
    const answer = await ask(4, 'guides/set up');
    expect(answer).toEqual({ type: 'page-markdown', id: 4, markdown: published.get('guides/set up.md') });
    expect(answer).toEqual({
      type: 'page-markdown',
      id: 4,
      markdown: '> ## Documentation Index\n> Fetch the complete documentation index at: ../llms.txt\n> Use this file to discover all available pages before exploring further.\n\n# Set up\n\n> **Note:** Back up first.\n\nRun the **installer**.\n',
    });
  });

  it('answers no Markdown for a path that is no page of the site: a file, a missing page, a path outside', async () => {
    const { ask } = setup();
    for (const [id, path] of [[1, 'guides/set up.mdx'], [2, 'guides/missing'], [3, '../secret'], [5, 'docs.json'], [6, '']] as const) {
      expect(await ask(id, path)).toEqual({ type: 'page-markdown', id });
    }
  });
});
