import { describe, expect, it } from 'vitest';
import { createLiveSearch } from '../../../src/app/controller/live-search.ts';
import type { LiveSearchResult } from '../../../src/app/controller/live-search.ts';
import { searchFiles, searchPattern } from '../../../src/workspace/index.ts';
import type { SearchOptions } from '../../../src/workspace/index.ts';

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

/** A live search over `files` (mutable), recording every search run and every result shown. */
function setup(files: Map<string, string>) {
  const timers = manualTimers();
  const searches: string[] = [];
  const shown: LiveSearchResult[] = [];
  const live = createLiveSearch({
    search: (query: string, options: SearchOptions) => {
      searches.push(query);
      const pattern = searchPattern(query, options);
      return typeof pattern === 'string' ? pattern : searchFiles(files, pattern);
    },
    onResult: (r) => shown.push(r),
    setTimer: timers.set,
    clearTimer: timers.clear,
  });
  const summary = () => shown.map((s) => `${s.query}: ${typeof s.result === 'string' ? s.result : s.result.map((m) => `${m.path}:${m.line}:${m.column}`).join(' ')}`);
  return { live, timers, searches, summary };
}

describe('createLiveSearch', () => {
  it('searches once, 150 ms after the last keystroke, with the latest query', () => {
    const { live, timers, searches, summary } = setup(new Map([['a.mdx', 'water the fern\nferns like shade']]));
    live.setQuery('f', {});
    live.setQuery('fe', {});
    live.setQuery('fer', {});
    expect(timers.delays()).toEqual([150]);
    expect(searches).toEqual([]);
    timers.fire();
    expect(searches).toEqual(['fer']);
    expect(summary()).toEqual(['fer: a.mdx:1:11 a.mdx:2:1']);
  });

  it('searches again when files change while a query is shown, and not at all without a query', () => {
    const files = new Map([['a.mdx', 'one fern']]);
    const { live, timers, searches, summary } = setup(files);
    live.filesChanged();
    expect(timers.delays()).toEqual([]);
    live.setQuery('fern', {});
    timers.fire();
    files.set('b.mdx', 'another fern');
    live.filesChanged();
    files.set('a.mdx', 'no match left');
    live.filesChanged();
    expect(timers.delays()).toEqual([150]);
    timers.fire();
    expect(searches).toEqual(['fern', 'fern']);
    expect(summary()).toEqual(['fern: a.mdx:1:5', 'fern: b.mdx:1:9']);
  });

  it('clears the results at once for an empty query, dropping a search that was waiting', () => {
    const { live, timers, searches, summary } = setup(new Map([['a.mdx', 'fern']]));
    live.setQuery('fern', {});
    live.setQuery('', {});
    expect(timers.delays()).toEqual([]);
    expect(searches).toEqual([]);
    expect(summary()).toEqual([': ']);
  });

  it('uses the latest options, and passes on the reason a query cannot run', () => {
    const { live, timers, summary } = setup(new Map([['a.mdx', 'Fern fern']]));
    live.setQuery('Fern', { caseSensitive: true });
    timers.fire();
    live.setQuery('(', { regex: true });
    timers.fire();
    expect(summary()).toEqual(['Fern: a.mdx:1:1', expect.stringMatching(/^\(: Invalid regular expression: /)]);
  });

  it('runs nothing after cancel until the next change', () => {
    const { live, timers, searches } = setup(new Map([['a.mdx', 'fern']]));
    live.setQuery('fern', {});
    live.cancel();
    expect(timers.delays()).toEqual([]);
    live.filesChanged();
    timers.fire();
    expect(searches).toEqual(['fern']);
  });
});
