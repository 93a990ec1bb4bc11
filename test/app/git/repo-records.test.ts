import { describe, expect, it } from 'vitest';
import { clearRunning, markRunning, readProxySetting, readRepoRecord, removeRepoRecord, runningMarker, TokenStore, writeProxySetting, writeRepoRecord } from '../../../src/app/git/repo-records.ts';

function memoryStore(): Map<string, string> & { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void } {
  const map = new Map<string, string>();
  return Object.assign(map, {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
}

describe('what the app keeps about git', () => {
  it('keeps a workspace\'s repository without credentials in its URL, and forgets it with its marker', () => {
    const store = memoryStore();
    writeRepoRecord(store, 'quire-ws-a', { url: 'https://user:secret@github.com/acme/site.git?x=1', branch: 'main', folder: 'docs', commit: 'c'.repeat(40) });
    expect(readRepoRecord(store, 'quire-ws-a')).toEqual({ url: 'https://github.com/acme/site.git', branch: 'main', folder: 'docs', commit: 'c'.repeat(40) });
    expect([...store.values()].join('')).not.toContain('secret');
    markRunning(store, 'quire-ws-a', 'commit', 1000);
    expect(runningMarker(store, 'quire-ws-a')).toEqual({ operation: 'commit', at: 1000 });
    removeRepoRecord(store, 'quire-ws-a');
    expect([...store.keys()]).toEqual([]);
    expect(readRepoRecord(store, 'quire-ws-a')).toBeUndefined();
  });

  it('reads a damaged record or marker as none', () => {
    const store = memoryStore();
    store.setItem('quire:git:quire-ws-b', '{"url": 3}');
    store.setItem('quire:git-running:quire-ws-b', 'not json');
    expect(readRepoRecord(store, 'quire-ws-b')).toBeUndefined();
    expect(runningMarker(store, 'quire-ws-b')).toBeUndefined();
    markRunning(store, 'quire-ws-b', 'pull', 5);
    clearRunning(store, 'quire-ws-b');
    expect(runningMarker(store, 'quire-ws-b')).toBeUndefined();
  });

  it('keeps a token in memory for the tab, and in storage only when remembered', () => {
    const store = memoryStore();
    const tab = new TokenStore(store);
    tab.set('github.com', 'ghp_tab', false);
    expect(tab.get('github.com')).toBe('ghp_tab');
    expect(tab.remembered('github.com')).toBe(false);
    expect([...store.keys()]).toEqual([]);
    expect(new TokenStore(store).get('github.com')).toBeUndefined();
    tab.set('github.com', 'ghp_kept', true);
    expect(new TokenStore(store).get('github.com')).toBe('ghp_kept');
    tab.set('github.com', 'ghp_other', false);
    expect(new TokenStore(store).get('github.com')).toBeUndefined();
    tab.set('github.com', '', true);
    expect(tab.get('github.com')).toBeUndefined();
  });

  it('keeps the CORS proxy setting, none by default', () => {
    const store = memoryStore();
    expect(readProxySetting(store)).toBe('');
    writeProxySetting(store, ' https://proxy.example ');
    expect(readProxySetting(store)).toBe('https://proxy.example');
    writeProxySetting(store, '');
    expect(readProxySetting(store)).toBe('');
  });
});
