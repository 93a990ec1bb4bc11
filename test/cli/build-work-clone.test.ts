import { describe, expect, it } from 'vitest';
import { buildTasks, runTasks } from '../../src/cli/build-tasks.ts';
import { type BuildWork, workSession } from '../../src/cli/build-worker.ts';
import { loadProject } from '../../src/cli/load-project.ts';
import { createSiteSession } from '../../src/core/index.ts';
import type { RemoteSpecs } from '../../src/core/openapi/index.ts';
import { cliSandbox } from './cli-sandbox.ts';

// What the main thread of `quire build` sends a worker is plain data: a copy of it (as postMessage
// makes) builds the same site. Facts that travelled beside the values (a current-format config's
// navigation, specs supplied for a project, parses kept by module) were lost in the copy.

const { write } = cliSandbox('quire-clone-');
const specUrl = 'https://api.acme.dev/openapi.json';
const spec = JSON.stringify({ openapi: '3.1.0', info: { title: 'Acme', version: '1' }, paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'The users' } } } } } });
const page = (title: string, body = 'Some text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;

function projectFiles(): Record<string, string> {
  return {
    'docs.json': JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Clone',
      colors: { primary: '#0D9373' },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', icon: 'rocket', pages: ['index', 'guides/steps'] }] },
          { tab: 'API', anchors: [{ anchor: 'Reference', icon: 'code', groups: [{ group: 'Users', openapi: specUrl, pages: [] }] }] },
        ],
      },
    }),
    'index.mdx': page('Home', '<Tabs>\n<Tab title="One">\n```js one.js\nconst a = 1;\n```\n</Tab>\n<Tab title="Two">Two.</Tab>\n</Tabs>'),
    'guides/steps.mdx': page('Steps', '<Steps>\n<Step title="First">\n- a\n\n- b\n</Step>\n<Step title="Second">Done.</Step>\n</Steps>\n\n<CodeGroup>\n```bash install\nnpm i\n```\n```python run.py\nprint(1)\n```\n</CodeGroup>'),
  };
}

describe('the build work a worker gets', () => {
  it('survives structuredClone: the copy and the original render every page to the same bytes as the main thread', async () => {
    const root = write('divisions', projectFiles());
    const project = await loadProject(root);
    const remote: RemoteSpecs = new Map([[specUrl, { text: spec }]]);
    const session = createSiteSession(project, { remote });
    const checked = session.planCheck();
    const plan = session.planExport({ ...(checked.siteConfig ? { config: checked.siteConfig } : {}) });
    const work: Omit<BuildWork, 'board' | 'slot'> = { root, paths: project.list(), config: plan.config, context: checked.context, tasks: buildTasks(session.project, checked.pageFiles, plan.jobs), remote };
    const copy = structuredClone(work);
    expect(copy).toEqual(work);
    // The generated operation page is part of the site, so the supplied spec reached the plan.
    expect(plan.jobs.map((job) => job.out)).toEqual(['index.html', 'guides/steps.html', 'acme/list-users.html']);
    const pages = (w: typeof work) => {
      const s = workSession(w);
      return runTasks(s.project, w.tasks, new Int32Array(1), w.context, s.planExport(), undefined);
    };
    const main = await runTasks(session.project, work.tasks, new Int32Array(1), work.context, plan, undefined);
    const fromCopy = await pages(copy);
    expect(fromCopy.pages.map(([out]) => out).sort()).toEqual(['acme/list-users.html', 'guides/steps.html', 'index.html']);
    expect(new Map(fromCopy.pages)).toEqual(new Map(main.pages));
    expect(new Map((await pages(work)).pages)).toEqual(new Map(main.pages));
    expect(fromCopy.diagnostics).toEqual(main.diagnostics);
    // What a worker sends back is plain data too.
    expect(structuredClone(fromCopy)).toEqual(fromCopy);
    // A page a copy rendered keeps its shell: the tabs, the current one active.
    const html = new Map(fromCopy.pages).get('guides/steps.html') ?? '';
    expect([...html.matchAll(/<a class="q-tab( q-tab-active)?"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[1] ? '*' : ''}${m[2]}`)).toEqual(['*Guides', 'API']);
  });
});
