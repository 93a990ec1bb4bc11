import { describe, expect, it } from 'vitest';
import { clearUnsaved, createAutosave, readUnsaved, writeUnsaved } from '../../src/workspace/index.ts';
import { MemoryStore } from './memory-fs.ts';

/** Timers run by hand. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    set: (fn: () => void, ms: number) => {
      pending.set(next, { fn, ms });
      return next++;
    },
    clear: (h: unknown) => void pending.delete(h as number),
    delays: () => [...pending.values()].map((p) => p.ms),
    fire: () => {
      const all = [...pending.values()];
      pending.clear();
      for (const p of all) p.fn();
    },
  };
}

describe('createAutosave', () => {
  it('writes the latest text once typing pauses, then commits', async () => {
    const timers = manualTimers();
    const writes: string[] = [];
    let commits = 0;
    const pendingSizes: number[] = [];
    const autosave = createAutosave({
      save: async (path, text) => void writes.push(`${path}=${text}`),
      commit: async () => void commits++,
      onError: () => {},
      onPendingChange: (p) => pendingSizes.push(p.size),
      setTimer: timers.set,
      clearTimer: timers.clear,
    });
    autosave.queue('a.mdx', 'h');
    autosave.queue('a.mdx', 'hi');
    expect(timers.delays()).toEqual([250]);
    expect([...autosave.pending()]).toEqual([['a.mdx', 'hi']]);
    timers.fire();
    await autosave.flush();
    expect(writes).toEqual(['a.mdx=hi']);
    expect(commits).toBe(1);
    expect(autosave.pending().size).toBe(0);
    expect(pendingSizes).toEqual([1, 0, 0]);
  });

  it('never waits longer than 300 ms', () => {
    const timers = manualTimers();
    const autosave = createAutosave({ save: async () => {}, onError: () => {}, delayMs: 5000, setTimer: timers.set, clearTimer: timers.clear });
    autosave.queue('a.mdx', 'x');
    expect(timers.delays()).toEqual([300]);
  });

  it('reports a failed write and keeps the text pending for the next flush', async () => {
    const failures: string[] = [];
    let full = true;
    let saved = 0;
    const autosave = createAutosave({
      save: async () => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      onError: (error, path) => failures.push(`${path}: ${(error as DOMException).name}`),
      onSaved: () => void saved++,
    });
    autosave.queue('a.mdx', 'text');
    await autosave.flush();
    expect(failures).toEqual(['a.mdx: QuotaExceededError']);
    expect([...autosave.pending()]).toEqual([['a.mdx', 'text']]);
    expect(saved).toBe(0);
    full = false;
    await autosave.flush();
    expect(autosave.pending().size).toBe(0);
    expect(saved).toBe(1);
  });

  it('does not report a batch as saved when the commit fails, nor a flush with nothing to write', async () => {
    const failures: string[] = [];
    let saved = 0;
    const autosave = createAutosave({
      save: async () => {},
      commit: async () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      onError: (error, path) => failures.push(`${path}: ${(error as DOMException).name}`),
      onSaved: () => void saved++,
    });
    autosave.queue('a.mdx', 'text');
    await autosave.flush();
    await autosave.flush();
    expect(failures).toEqual(['a.mdx: QuotaExceededError']);
    expect(autosave.pending().size).toBe(0);
    expect(saved).toBe(0);
  });

  it('keeps a newer text typed while the older one was being written', async () => {
    let release: () => void = () => {};
    const written: string[] = [];
    const autosave = createAutosave({
      save: (_path, text) =>
        new Promise<void>((resolve) => {
          written.push(text);
          release = resolve;
        }),
      onError: () => {},
    });
    autosave.queue('a.mdx', 'one');
    const first = autosave.flush();
    await Promise.resolve();
    autosave.queue('a.mdx', 'two');
    release();
    await first;
    expect([...autosave.pending()]).toEqual([['a.mdx', 'two']]);
    const second = autosave.flush();
    await Promise.resolve();
    release();
    await second;
    expect(written).toEqual(['one', 'two']);
    expect(autosave.pending().size).toBe(0);
  });

  it('forgets a file that was deleted before it was saved', async () => {
    const writes: string[] = [];
    const autosave = createAutosave({ save: async (path) => void writes.push(path), onError: () => {} });
    autosave.queue('gone.mdx', 'x');
    autosave.forget('gone.mdx');
    await autosave.flush();
    expect(writes).toEqual([]);
  });
});

describe('the unsaved-text journal', () => {
  it('keeps unsaved text per workspace until it is cleared', () => {
    const store = new MemoryStore();
    writeUnsaved(store, 'w1', new Map([['a.mdx', 'typed']]));
    expect([...readUnsaved(store, 'w1')]).toEqual([['a.mdx', 'typed']]);
    expect(readUnsaved(store, 'w2').size).toBe(0);
    clearUnsaved(store, 'w1');
    expect(readUnsaved(store, 'w1').size).toBe(0);
  });

  it('writes nothing when nothing is pending, and ignores a damaged entry', () => {
    const store = new MemoryStore();
    writeUnsaved(store, 'w1', new Map());
    expect(store.map.size).toBe(0);
    store.setItem('quire:unsaved:w1', '{"a.mdx": 3}');
    expect(readUnsaved(store, 'w1').size).toBe(0);
  });
});
