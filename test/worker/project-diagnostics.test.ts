import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../src/core/index.ts';
import { ProjectDiagnostics } from '../../src/worker/project-diagnostics.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';

const docs = JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }] });
const intro = (body: string) => `---\ntitle: Intro\ndescription: About.\n---\n\n${body}\n`;

function setup(files: Record<string, string>) {
  const posted: Extract<WorkerEvent, { type: 'diagnostics' }>[] = [];
  const timers: (() => void)[] = [];
  const diagnostics = new ProjectDiagnostics((e) => e.type === 'diagnostics' && posted.push(e), { set: (fn) => timers.push(fn), clear: () => {} });
  // The image the pages show (a missing one is a warning of its own).
  const project = new MemoryProject({ 'docs.json': docs, 'chart.png': new Uint8Array([137, 80, 78, 71]), ...files });
  const run = () => {
    for (const fn of timers.splice(0)) fn();
    return (posted.at(-1)?.diagnostics ?? []).map((d) => `${d.file}:${d.line} ${d.severity} ${d.code}`);
  };
  return { diagnostics, project, run, posted };
}

describe('ProjectDiagnostics', () => {
  it('says which load the whole project was last checked for: a page re-checked before that check is no check of the new project', () => {
    const { diagnostics, project, run, posted } = setup({ 'intro.mdx': intro('Text.') });
    diagnostics.loaded();
    diagnostics.schedulePage(project, 'intro.mdx');
    run();
    expect(posted.map((e) => e.checkedLoad)).toEqual([0]);
    diagnostics.scheduleProject(project, 0);
    run();
    diagnostics.schedulePage(project, 'intro.mdx');
    run();
    diagnostics.loaded();
    diagnostics.schedulePage(project, 'intro.mdx');
    run();
    diagnostics.scheduleProject(project, 0);
    run();
    expect(posted.map((e) => e.checkedLoad)).toEqual([0, 1, 1, 1, 2]);
  });
});

describe('ProjectDiagnostics with rule settings', () => {
  it('tells the app whether the project asks for strict checks, in the project check and after a page re-check', () => {
    const { diagnostics, project, run, posted } = setup({ 'intro.mdx': intro('Text.'), '.quirerc.json': '{"strict": true}' });
    diagnostics.scheduleProject(project, 0);
    run();
    expect(posted.at(-1)?.strict).toBe(true);
    diagnostics.schedulePage(project, 'intro.mdx');
    run();
    expect(posted.at(-1)?.strict).toBe(true);
    project.set('.quirerc.json', '{}');
    diagnostics.scheduleProject(project, 0);
    run();
    expect(posted.at(-1)?.strict).toBe(false);
  });

  it('applies .quirerc.json to the whole-project check and to a page re-checked alone after an edit', () => {
    const { diagnostics, project, run } = setup({ 'intro.mdx': intro('![A chart](/chart.png)'), '.quirerc.json': '{"rules": {"lint/image-outside-frame": "off", "lint/heading-level-1": "error"}}' });
    diagnostics.scheduleProject(project, 0);
    expect(run()).toEqual([]);
    project.set('intro.mdx', intro('# Title\n\n![A chart](/chart.png)'));
    diagnostics.schedulePage(project, 'intro.mdx');
    expect(run()).toEqual(['intro.mdx:6 error lint/heading-level-1']);
  });

  it('reports an import of a missing snippet as an error, in the project check and when the page is re-checked alone', () => {
    const { diagnostics, project, run } = setup({ 'intro.mdx': intro("import Gone from '/snippets/gone.mdx';\n\n<Gone />") });
    diagnostics.scheduleProject(project, 0);
    expect(run()).toEqual(['intro.mdx:6 error render/snippet-missing']);
    project.set('intro.mdx', intro("Text.\n\nimport Gone from '/snippets/gone.mdx';\n\n<Gone />"));
    diagnostics.schedulePage(project, 'intro.mdx');
    expect(run()).toEqual(['intro.mdx:8 error render/snippet-missing']);
  });

  it('reports a missing image once, in the project check and when the page is re-checked alone, until its path is fixed', () => {
    const { diagnostics, project, run } = setup({ 'intro.mdx': intro('<Frame>\n  <img src="/charts.png" alt="A chart" />\n</Frame>') });
    diagnostics.scheduleProject(project, 0);
    expect(run()).toEqual(['intro.mdx:7 warning project/missing-asset']);
    project.set('intro.mdx', intro('Text.\n\n<Frame>\n  <img src="/charts.png" alt="A chart" />\n</Frame>'));
    diagnostics.schedulePage(project, 'intro.mdx');
    expect(run()).toEqual(['intro.mdx:9 warning project/missing-asset']);
    project.set('intro.mdx', intro('Text.\n\n<Frame>\n  <img src="/chart.png" alt="A chart" />\n</Frame>'));
    diagnostics.schedulePage(project, 'intro.mdx');
    expect(run()).toEqual([]);
  });

  it('reports a link that leads nowhere in the project check and live when the page is re-checked alone, and accepts a redirect source of docs.json and a hidden page', () => {
    const redirects = JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }], redirects: [{ source: '/old', destination: '/intro' }] });
    const { diagnostics, project, run } = setup({ 'docs.json': redirects, 'hidden.mdx': intro('Hidden.'), 'intro.mdx': intro('See [setup](/setup).') });
    diagnostics.scheduleProject(project, 0);
    expect(run()).toEqual(['hidden.mdx:1 info project/orphan-page', 'intro.mdx:6 warning project/broken-link']);
    project.set('intro.mdx', intro('Text.\n\nSee [setup](/setup), [old](/old) and [hidden](hidden).'));
    diagnostics.schedulePage(project, 'intro.mdx');
    expect(run()).toEqual(['hidden.mdx:1 info project/orphan-page', 'intro.mdx:8 warning project/broken-link']);
    project.set('intro.mdx', intro('Text.\n\nSee [old](/old) and [hidden](hidden).'));
    diagnostics.schedulePage(project, 'intro.mdx');
    expect(run()).toEqual(['hidden.mdx:1 info project/orphan-page']);
  });

  it('accepts a link to a redirect source live as the project check does when the config has an error elsewhere', () => {
    const config = JSON.stringify({ name: 'Acme', colors: { primary: 'green' }, navigation: [{ group: 'Start', pages: ['intro'] }], redirects: [{ source: '/old', destination: '/intro' }, { source: '/blog/:slug*', destination: '/intro' }] });
    const { diagnostics, project, run } = setup({ 'docs.json': config, 'intro.mdx': intro('See [old](/old) and [a post](/blog/2024/hello).') });
    diagnostics.scheduleProject(project, 0);
    // The preview is built from the config's valid settings, as a build would be (build/config-partial).
    expect(run()).toEqual(['docs.json:1 warning build/config-partial', 'docs.json:1 error config/invalid-color']);
    project.set('intro.mdx', intro('Text.\n\nSee [old](/old), [a post](/blog/2024/hello) and [setup](/setup).'));
    diagnostics.schedulePage(project, 'intro.mdx');
    expect(run()).toEqual(['docs.json:1 warning build/config-partial', 'docs.json:1 error config/invalid-color', 'intro.mdx:8 warning project/broken-link']);
  });

  it('follows a change of the settings file on the next project check', () => {
    const { diagnostics, project, run } = setup({ 'intro.mdx': intro('![A chart](/chart.png)') });
    diagnostics.scheduleProject(project, 0);
    expect(run()).toEqual(['intro.mdx:6 warning lint/image-outside-frame']);
    project.set('package.json', '{"quire": {"rules": {"lint/image-outside-frame": "off"}}}');
    diagnostics.scheduleProject(project, 0);
    expect(run()).toEqual([]);
  });
});

// A whole check stops after a slice of time so the worker can answer a render or an edit, then goes on
// page by page; a new project drops the check under way. The clock is the test's: each reading of it
// moves it on 20 ms, so a 30 ms slice holds two steps (a page checked or rendered).
describe('ProjectDiagnostics: the whole check in slices', () => {
  const pages = ['intro', 'a', 'b', 'c'];
  const files = Object.fromEntries(pages.map((p) => [`${p}.mdx`, intro(`Text of ${p}.`)]));
  const sliced = () => {
    const posted: Extract<WorkerEvent, { type: 'diagnostics' }>[] = [];
    const timers: (() => void)[] = [];
    let clock = 0;
    const diagnostics = new ProjectDiagnostics((e) => e.type === 'diagnostics' && posted.push(e), { set: (fn) => timers.push(fn), clear: () => {}, now: () => (clock += 20) });
    const project = new MemoryProject({ 'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages }] }), 'orphan.mdx': intro('Nobody links here.'), ...files });
    /** Runs the timers queued now (not those they queue) and says how many ran. */
    const step = () => timers.splice(0).map((fn) => fn()).length;
    return { diagnostics, project, posted, step, timers };
  };

  it('posts after as many slices as the pages need, with the same diagnostics as a check in one go', () => {
    const { diagnostics, project, posted, step } = sliced();
    diagnostics.scheduleProject(project, 0);
    let slices = 0;
    while (posted.length === 0 && step() > 0) slices++;
    // The delay's timer, then 5 pages checked and 5 rendered, two steps a slice.
    expect(slices).toBe(6);
    const once = setup(files);
    once.diagnostics.scheduleProject(project, 0);
    once.run();
    expect(posted.map((e) => e.diagnostics)).toEqual(once.posted.map((e) => e.diagnostics));
    expect(posted[0]?.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(['orphan.mdx project/orphan-page']);
  });

  it('drops a check under way when the project changes: only the new project\'s result is posted', () => {
    const { diagnostics, project, posted, step } = sliced();
    diagnostics.scheduleProject(project, 0);
    step();
    step();
    expect(posted).toEqual([]);
    project.set('orphan.mdx', intro('![Gone](/gone.png)'));
    diagnostics.scheduleProject(project, 0);
    while (step() > 0);
    expect(posted.map((e) => e.diagnostics.map((d) => `${d.file} ${d.code}`))).toEqual([['orphan.mdx project/orphan-page', 'orphan.mdx lint/image-outside-frame', 'orphan.mdx project/missing-asset']]);
  });
});
