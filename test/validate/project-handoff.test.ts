import { describe, expect, it } from 'vitest';
import { projectFromConfig } from '../../src/validate/project-from-config.ts';
import { type HandoffStorage, isHandoffPath, storeProjectHandoff, takeProjectHandoff } from '../../src/validate/project-handoff.ts';

/** localStorage as a map. */
function memoryStorage(): HandoffStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('Open as project', () => {
  it('makes docs.json and a stub page with front matter per navigation entry, skipping links out and repeats', () => {
    const text = '{ "name": "  Orchard  ", "navigation": [] }';
    expect(projectFromConfig(text, ['index', 'guides/getting-started', 'https://example.com/x', 'mailto:a@b.c', '../../etc/passwd', 'index.mdx', 'api/intro.md'])).toEqual({
      name: 'Orchard',
      files: {
        'docs.json': text,
        'index.mdx': '---\ntitle: "Index"\ndescription: ""\n---\n\nThis page was made by “Open as project” for an entry of the navigation. Write it here.\n',
        'guides/getting-started.mdx': '---\ntitle: "Getting started"\ndescription: ""\n---\n\nThis page was made by “Open as project” for an entry of the navigation. Write it here.\n',
        'etc/passwd.mdx': '---\ntitle: "Passwd"\ndescription: ""\n---\n\nThis page was made by “Open as project” for an entry of the navigation. Write it here.\n',
        'api/intro.md': '---\ntitle: "Intro"\ndescription: ""\n---\n\nThis page was made by “Open as project” for an entry of the navigation. Write it here.\n',
      },
    });
    expect(projectFromConfig('{ "name": ', []).name).toBe('Validated config');
  });

  it('hands files over once through storage, under the key the fragment names', () => {
    const storage = memoryStorage();
    const handoff = { name: 'Orchard', files: { 'docs.json': '{}', 'index.mdx': '# Hi\n' } };
    const fragment = storeProjectHandoff(storage, handoff, 'key-1');
    expect(fragment).toBe('#open=key-1');
    expect([...storage.map.keys()]).toEqual(['quire:handoff:key-1']);
    expect(takeProjectHandoff(storage, fragment)).toEqual(handoff);
    expect(storage.length).toBe(0);
    expect(takeProjectHandoff(storage, fragment)).toBe('missing');
    // A handoff never taken is dropped when the next is stored; other keys stay.
    storage.setItem('quire:theme', 'dark');
    storeProjectHandoff(storage, handoff, 'key-2');
    storeProjectHandoff(storage, handoff, 'key-3');
    expect([...storage.map.keys()]).toEqual(['quire:theme', 'quire:handoff:key-3']);
    expect(takeProjectHandoff(storage, '#v1:abc')).toBeUndefined();
    expect(takeProjectHandoff(storage, '')).toBeUndefined();
  });

  it('refuses a stored handoff with a path outside the project, in .git, or not text', () => {
    for (const files of [{ '../x.mdx': '' }, { '/abs.mdx': '' }, { '.git/config': '' }, { 'a//b.mdx': '' }, { 'c:/x.mdx': '' }, { 'x.mdx': 1 }]) {
      const storage = memoryStorage();
      storage.setItem('quire:handoff:k', JSON.stringify({ name: 'n', files }));
      expect(takeProjectHandoff(storage, '#open=k')).toBe('missing');
      expect(storage.length).toBe(0);
    }
    const storage = memoryStorage();
    storage.setItem('quire:handoff:k', 'not json');
    expect(takeProjectHandoff(storage, '#open=k')).toBe('missing');
    expect([isHandoffPath('docs.json'), isHandoffPath('a/b.mdx'), isHandoffPath('.gitignore'), isHandoffPath('')]).toEqual([true, true, true, false]);
  });
});
