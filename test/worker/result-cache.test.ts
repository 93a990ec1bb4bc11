import 'fake-indexeddb/auto';
import '../setup/load-resources.ts';
import { describe, expect, it, vi } from 'vitest';
import { checkProject, MemoryProject } from '../../src/core/index.ts';
import type { Diagnostic } from '../../src/core/index.ts';
import { ProjectDiagnostics } from '../../src/worker/project-diagnostics.ts';
import { indexedDbStore, ResultCache } from '../../src/worker/result-cache.ts';
import type { KeptCheck, ResultStore } from '../../src/worker/result-cache.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';

// A reopened project shows the diagnostics kept from its last whole check at once: per file, keyed by
// the file's content, inside a record keyed by the config, the rule settings, the paths and the version.
const page = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\n${body}\n`;
const docs = JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'guide'] }] });
const files = () => ({
  'docs.json': docs,
  'intro.mdx': page('Intro', 'See [the missing page](/missing).'),
  'guide.mdx': page('Guide', '<Card title="x" icon="not-an-icon-at-all">Text</Card>'),
  'orphan.mdx': page('Orphan', 'Nobody links here.'),
});
const brief = (list: readonly Diagnostic[]) => list.map((d) => `${d.file}:${d.line} ${d.code}`);

function memoryStore(): ResultStore & { readonly records: Map<string, KeptCheck> } {
  const records = new Map<string, KeptCheck>();
  return { records, get: async (key) => structuredClone(records.get(key)), put: async (key, value) => void records.set(key, structuredClone(value)) };
}

async function kept(project: MemoryProject, cache = new ResultCache(memoryStore(), 'v1')) {
  const check = checkProject(project);
  await cache.save(project, [], { diagnostics: check.diagnostics, files: check.files, strict: false });
  return { cache, check };
}

describe('ResultCache', () => {
  it('gives back the whole list of an unchanged project, in the order the check gave it', async () => {
    const project = new MemoryProject(files());
    const { cache, check } = await kept(project);
    expect(brief(check.diagnostics)).toEqual(['guide.mdx:6 site/unknown-icon', 'intro.mdx:6 project/broken-link', 'orphan.mdx:1 project/orphan-page']);
    expect(await cache.restore(new MemoryProject(files()), [])).toEqual({ diagnostics: check.diagnostics, files: 4, strict: false, changed: [] });
  });

  it('drops the kept diagnostics of an edited file and keeps the others', async () => {
    const project = new MemoryProject(files());
    const { cache } = await kept(project);
    project.set('intro.mdx', page('Intro', 'Fixed: [the guide](/guide).'));
    const restored = await cache.restore(project, []);
    expect(restored && brief(restored.diagnostics)).toEqual(['guide.mdx:6 site/unknown-icon', 'orphan.mdx:1 project/orphan-page']);
    expect(restored?.changed).toEqual(['intro.mdx']);
  });

  it('finds nothing kept after an edit of the config, a file added or removed, new symlinks or another version', async () => {
    const store = memoryStore();
    const { cache } = await kept(new MemoryProject(files()), new ResultCache(store, 'v1'));
    const edited = (change: (p: MemoryProject) => void) => {
      const project = new MemoryProject(files());
      change(project);
      return cache.restore(project, []);
    };
    expect(await edited((p) => p.set('docs.json', docs.replace('Acme', 'Acme Docs')))).toBeUndefined();
    expect(await edited((p) => p.set('new.mdx', page('New', 'Text.')))).toBeUndefined();
    expect(await edited((p) => p.delete('orphan.mdx'))).toBeUndefined();
    expect(await edited((p) => p.set('.quirerc.json', '{ "strict": true }'))).toBeUndefined();
    expect(await cache.restore(new MemoryProject(files()), ['link.mdx'])).toBeUndefined();
    expect(await new ResultCache(store, 'v2').restore(new MemoryProject(files()), [])).toBeUndefined();
    expect(await new ResultCache(store, 'v1').restore(new MemoryProject(files()), [])).toBeDefined();
  });

  it('opens its IndexedDB database when made with openNow, otherwise at the first read', async () => {
    const open = vi.spyOn(indexedDB, 'open');
    const lazy = indexedDbStore(indexedDB, 'quire-test-lazy');
    expect(open.mock.calls).toEqual([]);
    indexedDbStore(indexedDB, 'quire-test-now', { openNow: true });
    expect(open.mock.calls).toEqual([['quire-test-now', 1]]);
    expect(await lazy.get('nothing')).toBeUndefined();
    expect(open.mock.calls).toEqual([['quire-test-now', 1], ['quire-test-lazy', 1]]);
    open.mockRestore();
  });

  it('keeps its records in IndexedDB, the 20 newest', async () => {
    const store = indexedDbStore(indexedDB, 'quire-test-results');
    let clock = 0;
    const cache = new ResultCache(store, 'v1', () => ++clock);
    const project = new MemoryProject(files());
    const { check } = await kept(project, cache);
    expect((await cache.restore(project, []))?.diagnostics).toEqual(check.diagnostics);
    const keys: string[] = [];
    for (let i = 0; i < 21; i++) {
      const other = new MemoryProject({ ...files(), [`extra-${i}.mdx`]: page(`Extra ${i}`, 'Text.') });
      keys.push(await cache.key(other, []));
      await cache.save(other, [], { diagnostics: [], files: 5, strict: false });
    }
    // 22 records were kept: the two oldest went (the first project's, then the first other one's).
    expect(await cache.restore(project, [])).toBeUndefined();
    expect(await store.get(keys[0] ?? '')).toBeUndefined();
    expect((await Promise.all(keys.slice(1).map((key) => store.get(key)))).map((record) => record?.checked)).toEqual(Array(20).fill(5));
  });
});

describe('ProjectDiagnostics with a result cache', () => {
  function setup(cache: ResultCache) {
    const posted: Extract<WorkerEvent, { type: 'diagnostics' }>[] = [];
    const timers: (() => void)[] = [];
    const diagnostics = new ProjectDiagnostics((e) => e.type === 'diagnostics' && posted.push(e), { set: (fn) => timers.push(fn), clear: () => {} }, false, cache);
    const run = () => {
      for (const fn of timers.splice(0)) fn();
    };
    return { diagnostics, posted, run };
  }

  it('posts the kept list of a reopened project (marked cached) before its check, and keeps each whole check', async () => {
    const store = memoryStore();
    const first = setup(new ResultCache(store, 'v1'));
    const project = new MemoryProject(files());
    first.diagnostics.loaded(project);
    first.diagnostics.scheduleProject(project, 0);
    first.run();
    await vi.waitFor(() => expect(store.records.size).toBe(1));
    const checked = first.posted.at(-1);

    // Reopened: the kept list comes first, then the check's.
    const again = setup(new ResultCache(store, 'v1'));
    const reopened = new MemoryProject(files());
    again.diagnostics.loaded(reopened);
    again.diagnostics.scheduleProject(reopened, 0);
    await vi.waitFor(() => expect(again.posted).toHaveLength(1));
    expect(again.posted[0]).toEqual({ ...checked, checkedLoad: 0, cached: true });
    again.run();
    expect(again.posted.map((e) => [e.cached, e.checkedLoad, brief(e.diagnostics).length])).toEqual([
      [true, 0, 3],
      [undefined, 1, 3],
    ]);
  });

  it('posts no kept list once the check of the project has posted', async () => {
    const store = memoryStore();
    const project = new MemoryProject(files());
    await kept(project, new ResultCache(store, 'v1'));
    const { diagnostics, posted, run } = setup(new ResultCache(store, 'v1'));
    const restored = diagnostics.loaded(project);
    diagnostics.scheduleProject(project, 0);
    // The check runs before the kept list has been read.
    run();
    await restored;
    expect(posted.map((e) => e.cached)).toEqual([undefined]);
  });
});
