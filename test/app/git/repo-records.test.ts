import { describe, expect, it } from 'vitest';
import { clearRunning, markRunning, migrateHostTokens, readProxySetting, readRepoRecord, removeRepoRecord, runningMarker, TokenStore, writeProxySetting, writeRepoRecord } from '../../../src/app/git/repo-records.ts';

function memoryStore(): Map<string, string> & { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void } {
  const map = new Map<string, string>();
  return Object.assign(map, {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
}

/** A store that lists its keys as localStorage does (`length`, `key(i)`). */
function listableStore(entries: Record<string, string>) {
  const store = memoryStore();
  for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
  return Object.assign(store, { get length() {
    return store.size;
  }, key: (index: number) => [...store.keys()][index] ?? null });
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

  it('keeps a token in memory for the tab, and in storage only when remembered, by origin', () => {
    const store = memoryStore();
    const tab = new TokenStore(store);
    tab.set('https://github.com', 'ghp_tab', false);
    expect(tab.get('https://github.com')).toBe('ghp_tab');
    expect(tab.remembered('https://github.com')).toBe(false);
    expect([...store.keys()]).toEqual([]);
    expect(new TokenStore(store).get('https://github.com')).toBeUndefined();
    tab.set('https://github.com', 'ghp_kept', true);
    expect([...store.entries()]).toEqual([['quire:git-token:https://github.com', 'ghp_kept']]);
    expect(new TokenStore(store).get('https://github.com')).toBe('ghp_kept');
    tab.set('https://github.com', 'ghp_other', false);
    expect(new TokenStore(store).get('https://github.com')).toBeUndefined();
    tab.set('https://github.com', '', true);
    expect(tab.get('https://github.com')).toBeUndefined();
  });

  it('keys tokens by scheme, host and port: another port or scheme of the same host has none, and a host name is no key', () => {
    const store = memoryStore();
    const tab = new TokenStore(store);
    tab.set('http://127.0.0.1:4000', 'token-4000', true);
    tab.set('http://127.0.0.1:5000', 'token-5000', false);
    expect(tab.get('http://127.0.0.1:4000')).toBe('token-4000');
    expect(tab.get('http://127.0.0.1:5000')).toBe('token-5000');
    expect(tab.get('http://127.0.0.1')).toBeUndefined();
    expect(tab.get('https://127.0.0.1:4000')).toBeUndefined();
    tab.set('github.com', 'ghp_host', true);
    tab.set('https://github.com/acme/site.git', 'ghp_url', true);
    expect(tab.get('github.com')).toBeUndefined();
    expect(tab.get('https://github.com')).toBeUndefined();
    expect([...store.entries()]).toEqual([['quire:git-token:http://127.0.0.1:4000', 'token-4000']]);
  });

  it('moves tokens remembered by host name to that host\'s HTTPS origin on the default port, once', () => {
    const store = listableStore({
      'quire:git-token:github.com': 'ghp_old',
      'quire:git-token:GitLab.com': 'glpat_old',
      'quire:git-token:https://codeberg.org': 'cb_new',
      'quire:git-token:codeberg.org': 'cb_old',
      'quire:git-token:bad host/x': 'junk',
      'quire:git-proxy': 'https://proxy.example',
    });
    const tokens = new TokenStore(store);
    expect(Object.fromEntries(store)).toEqual({
      'quire:git-token:https://github.com': 'ghp_old',
      'quire:git-token:https://gitlab.com': 'glpat_old',
      'quire:git-token:https://codeberg.org': 'cb_new',
      'quire:git-proxy': 'https://proxy.example',
    });
    expect(tokens.get('https://github.com')).toBe('ghp_old');
    expect(tokens.remembered('https://github.com')).toBe(true);
    expect(tokens.get('https://github.com:8443')).toBeUndefined();
    expect(tokens.get('http://github.com')).toBeUndefined();
    migrateHostTokens(store);
    expect(store.size).toBe(4);
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
