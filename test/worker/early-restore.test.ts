import '../setup/load-resources.ts';
import { describe, expect, it, vi } from 'vitest';
import { checkProject, MemoryProject } from '../../src/core/index.ts';
import type { Diagnostic } from '../../src/core/index.ts';
import { EarlyRestore } from '../../src/worker/early-restore.ts';
import { ProjectDiagnostics } from '../../src/worker/project-diagnostics.ts';
import { ResultCache } from '../../src/worker/result-cache.ts';
import type { KeptCheck, ResultStore } from '../../src/worker/result-cache.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';

// The worker's first module restores the first project's kept check while core loads, and posts it;
// the host takes the result over for that load and neither hashes the files again nor posts it twice.
const page = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\n${body}\n`;
const files = (): Record<string, string> => ({
  'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'guide'] }] }),
  'intro.mdx': page('Intro', 'See [the missing page](/missing).'),
  'guide.mdx': page('Guide', 'Fine.'),
});
const loadRequest = (project: Record<string, string>) => ({ type: 'load', files: Object.entries(project), assetPrefix: '/assets/' });
const brief = (list: readonly Diagnostic[]) => list.map((d) => `${d.file}:${d.line} ${d.code}`);
type DiagnosticsEvent = Extract<WorkerEvent, { type: 'diagnostics' }>;

function countingStore(): ResultStore & { gets: number } {
  const records = new Map<string, KeptCheck>();
  const store = {
    gets: 0,
    get: async (key: string) => {
      store.gets++;
      return structuredClone(records.get(key));
    },
    put: async (key: string, value: KeptCheck) => void records.set(key, structuredClone(value)),
  };
  return store;
}

async function keptCache() {
  const store = countingStore();
  const cache = new ResultCache(store, 'v1');
  const project = new MemoryProject(files());
  const check = checkProject(project);
  await cache.save(project, [], { diagnostics: check.diagnostics, files: check.files, strict: false });
  return { store, cache, check };
}

function host(cache: ResultCache, early: EarlyRestore) {
  const posted: DiagnosticsEvent[] = [];
  const diagnostics = new ProjectDiagnostics((e) => e.type === 'diagnostics' && posted.push(e), { set: () => 0, clear: () => {} }, false, cache, early);
  return { diagnostics, posted };
}

describe('EarlyRestore', () => {
  it('posts the kept list of the first load before the host starts; the host takes it over without reading or posting it again', async () => {
    const { store, cache, check } = await keptCache();
    const early: DiagnosticsEvent[] = [];
    const restore = new EarlyRestore(cache, (e) => early.push(e));
    restore.received(loadRequest(files()));
    await vi.waitFor(() => expect(early).toHaveLength(1));
    expect(early[0]).toEqual({ type: 'diagnostics', diagnostics: check.diagnostics, files: 3, strict: false, checkedLoad: 0, cached: true });
    expect(brief(early[0]?.diagnostics ?? [])).toEqual(['intro.mdx:6 project/broken-link']);

    const { diagnostics, posted } = host(cache, restore);
    await diagnostics.loaded(new MemoryProject(files()));
    expect(posted).toEqual([]);
    expect(store.gets).toBe(1);
    // A later load is the host's own.
    await diagnostics.loaded(new MemoryProject(files()));
    expect(posted.map((e) => e.cached)).toEqual([true]);
    expect(store.gets).toBe(2);
  });

  it('leaves the post to the host when the host took the load over before the kept list was read', async () => {
    const { cache, check } = await keptCache();
    const early: DiagnosticsEvent[] = [];
    const restore = new EarlyRestore(cache, (e) => early.push(e));
    restore.received(loadRequest(files()));
    const { diagnostics, posted } = host(cache, restore);
    await diagnostics.loaded(new MemoryProject(files()));
    expect(early).toEqual([]);
    expect(posted).toEqual([{ type: 'diagnostics', diagnostics: check.diagnostics, files: 3, strict: false, checkedLoad: 0, cached: true }]);
  });

  it('posts nothing for a first load another load followed, nor for a project whose paths changed', async () => {
    const { cache } = await keptCache();
    const early: DiagnosticsEvent[] = [];
    const superseded = new EarlyRestore(cache, (e) => early.push(e));
    superseded.received(loadRequest(files()));
    superseded.received(loadRequest({ ...files(), 'new.mdx': page('New', 'Text.') }));
    expect(await superseded.take()).toMatchObject({ posted: false });

    const other = new EarlyRestore(cache, (e) => early.push(e));
    other.received(loadRequest({ ...files(), 'new.mdx': page('New', 'Text.') }));
    expect(await other.take()).toEqual({ kept: undefined, posted: false });
    expect(early).toEqual([]);
  });

  it('settles once the restore has posted, and at once when no restore was started', async () => {
    const { cache } = await keptCache();
    const early: DiagnosticsEvent[] = [];
    const restore = new EarlyRestore(cache, (e) => early.push(e));
    await restore.settled();
    restore.received(loadRequest(files()));
    await restore.settled();
    expect(early.map((e) => e.cached)).toEqual([true]);
  });

  it('starts nothing for a first message that is no load', async () => {
    const { store, cache } = await keptCache();
    const restore = new EarlyRestore(cache, () => {});
    restore.received({ type: 'show', target: '/', seq: 1 });
    restore.received(loadRequest(files()));
    expect(restore.take()).toBeUndefined();
    expect(store.gets).toBe(0);
  });
});
