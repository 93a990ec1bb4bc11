import { describe, expect, it } from 'vitest';
import { buildTree } from '../../../src/app/components/file-tree-model.ts';
import { focusTarget, treeKeyAction, typeAheadTarget, visibleItems } from '../../../src/app/components/tree-navigation.ts';

// Shown as:            docs/          (folder, open)
//                        guides/      (folder, open)
//                          intro.mdx
//                        api.mdx
//                      empty/         (folder, open, no children)
//                      docs.json
//                      readme.md
const tree = buildTree(['docs/guides/intro.mdx', 'docs/api.mdx', 'docs.json', 'readme.md'], ['empty']);
const open = visibleItems(tree, new Set());
const closedGuides = visibleItems(tree, new Set(['docs/guides']));

const key = (path: string, k: string, items = open) => treeKeyAction(items, path, k);

describe('visibleItems', () => {
  it('lists every item of open folders in the order shown, with its parent', () => {
    expect(open.map((i) => [i.path, i.parent ?? '-', i.folder && i.expanded ? 'open' : i.folder ? 'closed' : 'file'])).toEqual([
      ['docs', '-', 'open'],
      ['docs/guides', 'docs', 'open'],
      ['docs/guides/intro.mdx', 'docs/guides', 'file'],
      ['docs/api.mdx', 'docs', 'file'],
      ['empty', '-', 'open'],
      ['docs.json', '-', 'file'],
      ['readme.md', '-', 'file'],
    ]);
  });

  it('leaves out the children of a closed folder', () => {
    expect(closedGuides.map((i) => i.path)).toEqual(['docs', 'docs/guides', 'docs/api.mdx', 'empty', 'docs.json', 'readme.md']);
    expect(closedGuides[1]?.expanded).toBe(false);
  });
});

describe('treeKeyAction', () => {
  it('moves down and up between shown items, and stays put at either end', () => {
    expect(key('docs/guides', 'ArrowDown')).toEqual({ kind: 'focus', path: 'docs/guides/intro.mdx' });
    expect(key('docs/guides/intro.mdx', 'ArrowDown')).toEqual({ kind: 'focus', path: 'docs/api.mdx' });
    expect(key('docs/guides', 'ArrowDown', closedGuides)).toEqual({ kind: 'focus', path: 'docs/api.mdx' });
    expect(key('docs/api.mdx', 'ArrowUp')).toEqual({ kind: 'focus', path: 'docs/guides/intro.mdx' });
    expect(key('readme.md', 'ArrowDown')).toEqual({ kind: 'focus', path: 'readme.md' });
    expect(key('docs', 'ArrowUp')).toEqual({ kind: 'focus', path: 'docs' });
  });

  it('goes to the first and last shown item with Home and End', () => {
    expect(key('docs/api.mdx', 'Home')).toEqual({ kind: 'focus', path: 'docs' });
    expect(key('docs/api.mdx', 'End')).toEqual({ kind: 'focus', path: 'readme.md' });
  });

  it('opens a closed folder with ArrowRight, then moves to its first child; does nothing more on a file or an empty folder', () => {
    expect(key('docs/guides', 'ArrowRight', closedGuides)).toEqual({ kind: 'expand', path: 'docs/guides' });
    expect(key('docs/guides', 'ArrowRight')).toEqual({ kind: 'focus', path: 'docs/guides/intro.mdx' });
    expect(key('docs/api.mdx', 'ArrowRight')).toEqual({ kind: 'focus', path: 'docs/api.mdx' });
    expect(key('empty', 'ArrowRight')).toEqual({ kind: 'focus', path: 'empty' });
  });

  it('closes an open folder with ArrowLeft, else moves to the parent; stays put at the top level', () => {
    expect(key('docs/guides', 'ArrowLeft')).toEqual({ kind: 'collapse', path: 'docs/guides' });
    expect(key('docs/guides', 'ArrowLeft', closedGuides)).toEqual({ kind: 'focus', path: 'docs' });
    expect(key('docs/guides/intro.mdx', 'ArrowLeft')).toEqual({ kind: 'focus', path: 'docs/guides' });
    expect(key('docs.json', 'ArrowLeft')).toEqual({ kind: 'focus', path: 'docs.json' });
  });

  it('activates with Enter and Space, renames with F2, deletes with Delete', () => {
    expect(key('docs.json', 'Enter')).toEqual({ kind: 'activate', path: 'docs.json' });
    expect(key('docs', ' ')).toEqual({ kind: 'activate', path: 'docs' });
    expect(key('docs/api.mdx', 'F2')).toEqual({ kind: 'rename', path: 'docs/api.mdx' });
    expect(key('docs/api.mdx', 'Delete')).toEqual({ kind: 'delete', path: 'docs/api.mdx' });
  });

  it('ignores other keys, and moves to the first item when the current one is gone', () => {
    expect(key('docs.json', 'Tab')).toBeUndefined();
    expect(key('docs.json', 'a')).toBeUndefined();
    expect(key('gone.mdx', 'ArrowDown')).toEqual({ kind: 'focus', path: 'docs' });
    expect(key('gone.mdx', 'Enter')).toBeUndefined();
  });
});

describe('focusTarget', () => {
  it('is the first preferred path that is shown', () => {
    expect(focusTarget(open, [undefined, 'docs/api.mdx', 'docs.json'])).toBe('docs/api.mdx');
    expect(focusTarget(open, ['gone', 'docs.json'])).toBe('docs.json');
  });

  it('is the nearest shown folder of a file inside a closed folder, or the first item', () => {
    expect(focusTarget(closedGuides, ['docs/guides/intro.mdx'])).toBe('docs/guides');
    expect(focusTarget(closedGuides, [undefined])).toBe('docs');
    expect(focusTarget([], ['docs'])).toBeUndefined();
  });
});

describe('typeAheadTarget', () => {
  it('finds the next item whose name starts with the typed letters, wrapping around', () => {
    expect(typeAheadTarget(open, 'docs', 'r')).toBe('readme.md');
    expect(typeAheadTarget(open, 'readme.md', 'g')).toBe('docs/guides');
    expect(typeAheadTarget(open, 'docs/guides', 'x')).toBeUndefined();
  });

  it('cycles through items with the same first letter, and keeps the current item while a longer prefix still matches', () => {
    expect(typeAheadTarget(open, undefined, 'd')).toBe('docs');
    expect(typeAheadTarget(open, 'docs', 'd')).toBe('docs.json');
    expect(typeAheadTarget(open, 'docs.json', 'd')).toBe('docs');
    expect(typeAheadTarget(open, 'docs', 'DOCS.')).toBe('docs.json');
    expect(typeAheadTarget(open, 'docs', 'doc')).toBe('docs');
  });
});
