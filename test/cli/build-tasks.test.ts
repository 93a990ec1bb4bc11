import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTasks, runTasks } from '../../src/cli/build-tasks.ts';
import { cachesOf, createSiteSession, MemoryProject, parseMemo, parsePage, planExport, planProjectCheck } from '../../src/core/index.ts';

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;

function project(): MemoryProject {
  return new MemoryProject({
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['start/here', 'big', 'small'] }] }),
    'start/here.mdx': page('Here', 'A medium page with some more words.'),
    'big.mdx': page('Big', 'Long text. '.repeat(50)),
    'small.mdx': page('S'),
    'lost.mdx': page('Lost'),
    'snippets/s.mdx': 'Snippet.\n',
  });
}

describe('buildTasks', () => {
  it('groups each page file’s check and HTML files into one task, largest page first', () => {
    const p = project();
    const plan = planExport(p);
    const tasks = buildTasks(p, planProjectCheck(p).pageFiles, plan.jobs);
    expect(tasks.map((t) => [t.file, t.check, t.jobs.map((j) => j.out)])).toEqual([
      ['big.mdx', true, ['big.html']],
      ['start/here.mdx', true, ['start/here.html', 'index.html']],
      ['lost.mdx', true, ['lost.html']],
      ['small.mdx', true, ['small.html']],
      ['snippets/s.mdx', true, []],
    ]);
  });

  it('makes render-only tasks when pages are not checked', () => {
    const p = project();
    expect(buildTasks(p, [], planExport(p).jobs).map((t) => [t.file, t.check])).toEqual([
      ['big.mdx', false],
      ['start/here.mdx', false],
      ['lost.mdx', false],
      ['small.mdx', false],
    ]);
  });
});

describe('runTasks', () => {
  it('takes tasks from the shared counter until none is left, so two runs split the work between them', async () => {
    const p = project();
    const checked = planProjectCheck(p);
    const plan = planExport(p, { config: checked.config! });
    const tasks = buildTasks(p, checked.pageFiles, plan.jobs);
    const next = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(next, 0, 2);
    const second = await runTasks(p, tasks, next, checked.context, plan);
    // Tasks 2, 3 and 4: lost.mdx (a hidden page), small.mdx and snippets/s.mdx; the snippet has no HTML file.
    expect(second.pages.map(([out]) => out)).toEqual(['lost.html', 'small.html']);
    expect(second.checked).toBe(3);
    expect(second.diagnostics.map((d) => [d.file, d.code])).toEqual([['lost.mdx', 'project/orphan-page']]);
    expect(Atomics.load(next, 0)).toBe(tasks.length + 1);
    // The counter is spent: a later run takes nothing.
    expect(await runTasks(p, tasks, next, checked.context, plan)).toEqual({ pages: [], written: [], diagnostics: [], checked: 0, referenced: [], published: [], utilities: [] });

    const all = await runTasks(p, tasks, new Int32Array(new SharedArrayBuffer(4)), checked.context, plan);
    expect(all.pages.map(([out]) => out)).toEqual(['big.html', 'start/here.html', 'index.html', 'lost.html', 'small.html']);
    expect(Object.fromEntries(all.pages)['small.html']).toBe(plan.renderJob({ page: 'small', file: 'small.mdx', out: 'small.html' }).html);
    expect(all.checked).toBe(5);
  });

  it('with publish, returns the Markdown and search sections of each page it rendered once (none for the index.html copy of a home page)', async () => {
    const p = project();
    const plan = planExport(p, { publish: true });
    const part = await runTasks(p, buildTasks(p, [], plan.jobs), new Int32Array(new SharedArrayBuffer(4)), undefined, plan);
    expect(part.published.map((page) => page.page)).toEqual(['big', 'start/here', 'lost', 'small']);
  });

  it('writes each page to outDir as it renders it, in folders it makes, and keeps no HTML', async () => {
    const p = project();
    const plan = planExport(p);
    const outDir = mkdtempSync(join(tmpdir(), 'quire-tasks-'));
    try {
      const part = await runTasks(p, buildTasks(p, [], plan.jobs), new Int32Array(new SharedArrayBuffer(4)), undefined, plan, outDir);
      expect(part.pages).toEqual([]);
      expect(part.written).toEqual(['big.html', 'start/here.html', 'index.html', 'lost.html', 'small.html']);
      expect(readFileSync(join(outDir, 'start/here.html'), 'utf8')).toBe(plan.renderJob({ page: 'start/here', file: 'start/here.mdx', out: 'start/here.html' }).html);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('forgets each page’s parse once its task is done, so a build holds no page’s tree past its task', async () => {
    // No front matter: its YAML parser is loaded on demand, and a parse made without it is not remembered.
    const text = '# Plain\n\nText.\n';
    const session = createSiteSession(new MemoryProject({ 'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['small'] }] }), 'small.mdx': text }));
    const p = session.project;
    const memo = cachesOf(p).get(parseMemo);
    const before = parsePage('small.mdx', text, { memo });
    // The parse is remembered in the session: the same file and text give the same tree object.
    expect(parsePage('small.mdx', text, { memo }).tree).toBe(before.tree);
    const checked = session.planCheck();
    const plan = session.planExport({ config: checked.config! });
    await runTasks(p, buildTasks(p, checked.pageFiles, plan.jobs), new Int32Array(new SharedArrayBuffer(4)), checked.context, plan);
    expect(memo.get('small.mdx')).toBeUndefined();
    const after = parsePage('small.mdx', text, { memo });
    expect(after.tree).not.toBe(before.tree);
    expect(after.tree).toEqual(before.tree);
  });
});
