import { describe, expect, it } from 'vitest';
import { WorkspaceError, WorkspaceRegistry } from '../../src/workspace/index.ts';
import { MemoryStore } from './memory-fs.ts';

function registry(store = new MemoryStore()) {
  let n = 0;
  return new WorkspaceRegistry(store, { newId: () => `id${++n}`, now: () => 1000 });
}

describe('WorkspaceRegistry', () => {
  it('creates workspaces with their own file-system name and lists them in order', () => {
    const r = registry();
    expect(r.create('  Starter ')).toEqual({ id: 'id1', name: 'Starter', fsName: 'quire-ws-id1', createdAt: 1000 });
    r.create('Second');
    expect(r.list().map((w) => w.name)).toEqual(['Starter', 'Second']);
  });

  it('marks a workspace as seeding until its first files are stored', () => {
    const r = registry();
    const w = r.create('Starter', 'starter');
    expect(r.get(w.id)?.seeding).toBe('starter');
    r.seeded(w.id);
    expect(r.get(w.id)).toEqual({ id: 'id1', name: 'Starter', fsName: 'quire-ws-id1', createdAt: 1000 });
  });

  it('refuses an empty name and a name already used (ignoring case)', () => {
    const r = registry();
    r.create('Docs');
    expect(() => r.create('   ')).toThrow(new WorkspaceError('workspace/name-empty', 'Give the workspace a name.'));
    expect(() => r.create('docs')).toThrow('A workspace named "docs" already exists. Choose another name.');
    try {
      r.create('DOCS');
    } catch (error) {
      expect((error as WorkspaceError).code).toBe('workspace/name-taken');
    }
  });

  it('renames without moving files, and allows keeping the same name', () => {
    const r = registry();
    const w = r.create('Docs');
    expect(r.rename(w.id, 'Docs')).toEqual(w);
    expect(r.rename(w.id, 'Guides')).toEqual({ ...w, name: 'Guides' });
    expect(r.get(w.id)?.fsName).toBe('quire-ws-id1');
  });

  it('remembers the last workspace and its tabs, and forgets both on removal', () => {
    const store = new MemoryStore();
    const r = registry(store);
    const a = r.create('A');
    const b = r.create('B');
    r.setLastOpened(b.id);
    r.saveSession(b.id, { tabs: ['docs.json', 'intro.mdx'], active: 'intro.mdx' });
    expect(registry(store).lastOpened()).toBe('id2');
    expect(r.session(b.id)).toEqual({ tabs: ['docs.json', 'intro.mdx'], active: 'intro.mdx' });
    expect(r.remove(b.id)).toEqual(b);
    expect(r.lastOpened()).toBeUndefined();
    expect(r.session(b.id)).toEqual({ tabs: [], active: undefined });
    expect(r.list()).toEqual([a]);
    expect(() => r.remove(b.id)).toThrow('That workspace no longer exists.');
  });

  it('reads a damaged list as empty instead of failing', () => {
    const store = new MemoryStore();
    store.setItem('quire:workspaces', '{not json');
    store.setItem('quire:session:x', '{"tabs": 3}');
    const r = registry(store);
    expect(r.list()).toEqual([]);
    expect(r.session('x')).toEqual({ tabs: [], active: undefined });
  });

  it('suggests a name not used yet', () => {
    const r = registry();
    expect(r.uniqueName('Starter')).toBe('Starter');
    r.create('Starter');
    r.create('Starter 2');
    expect(r.uniqueName('Starter')).toBe('Starter 3');
  });
});
