import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

const row = (tag: string, name: string) => h(tag, { className: ['q-tree-row'] }, [h('span', { className: ['q-tree-icon'], ariaHidden: 'true' }), h('span', { className: ['q-tree-name'] }, name)]);
const file = (name: string, extra: string[] = []) => h('li', { className: ['q-tree-file', ...extra] }, [row('div', name)]);
const folder = (name: string, open: boolean, items: ElementContent[], extra: string[] = []) => h('li', { className: ['q-tree-folder', ...extra] }, [h('details', { open }, [row('summary', name), h('ul', { className: ['q-tree-list'] }, items)])]);
const tree = (items: ElementContent[], properties: Record<string, unknown> = {}) => h('div', { className: ['q-tree'], role: 'group', ariaLabel: 'File tree', ...properties }, [h('ul', { className: ['q-tree-list'] }, items)]);

describe('<Tree>', () => {
  it('renders folders as details (open with defaultOpen) and files as rows, nested', () => {
    const page = render('<Tree>\n  <Tree.Folder name="app" defaultOpen>\n    <Tree.File name="page.tsx" />\n    <Tree.Folder name="api">\n      <Tree.File name="route.ts" />\n    </Tree.Folder>\n  </Tree.Folder>\n  <Tree.File name="package.json" />\n</Tree>');
    expect(page.html).toBe(html(tree([folder('app', true, [file('page.tsx'), folder('api', false, [file('route.ts')])]), file('package.json')])));
    expect(codes(page)).toEqual([]);
  });

  it('marks highlighted items and shows a folder that cannot be closed without details', () => {
    const page = render('<Tree>\n  <Tree.Folder name="lib" openable={false} highlight>\n    <Tree.File name="db.ts" highlight />\n  </Tree.Folder>\n</Tree>');
    expect(page.html).toBe(html(tree([h('li', { className: ['q-tree-folder', 'q-tree-highlight'] }, [row('div', 'lib'), h('ul', { className: ['q-tree-list'] }, [file('db.ts', ['q-tree-highlight'])])])])));
  });

  it('reads a Markdown list in a FileTree: nested items or a trailing slash make a folder, open when it has items', () => {
    const page = render('<FileTree>\n\n- docs/\n  - index.mdx\n- empty/\n- docs.json\n\n</FileTree>');
    expect(page.html).toBe(html(tree([folder('docs', true, [file('index.mdx')]), folder('empty', false, []), file('docs.json')])));
  });

  it('keeps the style of the tree, with what could load code left out', () => {
    const page = render('<Tree style={{ "--tree-highlight": "rgb(59 130 246)" }}>\n  <Tree.File name="a" />\n</Tree>');
    expect(page.html).toBe(html(tree([file('a')], { style: '--tree-highlight: rgb(59 130 246)' })));
  });

  it('renders a folder or file written alone as a tree of its own', () => {
    expect(render('<Tree.File name="a.txt" />').html).toBe(html(tree([file('a.txt')])));
  });
});
