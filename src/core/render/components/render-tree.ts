import type { Element, ElementContent } from 'hast';
import { el, hasClass, isBlank, text, textOf } from '../hast-helpers.ts';
import { propBool, propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { extraClasses } from './extra-classes.ts';
import { styleOf } from './style-of.ts';

const treeParents: ReadonlySet<string> = new Set(['Tree', 'FileTree', 'Tree.Folder']);

/** The row of a tree item: its icon (drawn by the stylesheet) and name. */
function row(tag: string, name: string): Element {
  return el(tag, { className: ['q-tree-row'] }, [el('span', { className: ['q-tree-icon'], ariaHidden: 'true' }), el('span', { className: ['q-tree-name'] }, [text(name)])]);
}

/** A folder item: a `<details>` that opens without script, or (not openable) always open. */
function folderItem(name: string, children: ElementContent[], open: boolean, openable: boolean, highlight: boolean): Element {
  const className = ['q-tree-folder', ...(highlight ? ['q-tree-highlight'] : [])];
  const list = el('ul', { className: ['q-tree-list'] }, children);
  if (!openable) return el('li', { className }, [row('div', name), list]);
  return el('li', { className }, [el('details', { open }, [row('summary', name), list])]);
}

function fileItem(name: string, highlight: boolean): Element {
  return el('li', { className: ['q-tree-file', ...(highlight ? ['q-tree-highlight'] : [])] }, [row('div', name)]);
}

/**
 * A Markdown list written in a tree (`- docs/` with nested items) as tree items: an item with a
 * nested list, or whose name ends in `/`, is a folder, open when it has items.
 */
function listItems(list: Element): Element[] {
  const items: Element[] = [];
  for (const item of list.children) {
    if (item.type !== 'element' || item.tagName !== 'li') continue;
    const nested = item.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol'));
    const name = textOf(item.children.filter((c) => !nested.includes(c as Element))).trim();
    if (nested.length > 0 || name.endsWith('/')) {
      const children = nested.flatMap(listItems);
      items.push(folderItem(name.replace(/\/$/, ''), children, children.length > 0, true, false));
    } else items.push(fileItem(name, false));
  }
  return items;
}

/** The items of a tree or folder from its rendered children: Tree.Folder/Tree.File items, Markdown lists, and anything else as an item of its own. */
function treeItems(children: readonly ElementContent[]): ElementContent[] {
  const items: ElementContent[] = [];
  for (const child of children) {
    if (isBlank(child)) continue;
    const list = child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol') ? child : undefined;
    if (isTreeItem(child)) items.push(child);
    else if (list) items.push(...listItems(list));
    else items.push(el('li', { className: ['q-tree-other'] }, [child]));
  }
  return items;
}

function isTreeItem(node: ElementContent): boolean {
  return hasClass(node, 'q-tree-folder') || hasClass(node, 'q-tree-file');
}

function treeRoot(items: ElementContent[], className: string[] = [], style?: string): Element {
  return el('div', { className: ['q-tree', ...className], role: 'group', ariaLabel: 'File tree', ...(style ? { style } : {}) }, [el('ul', { className: ['q-tree-list'] }, items)]);
}

/** `<Tree>` (or `<FileTree>`): a file tree of Tree.Folder and Tree.File elements or of a Markdown list. */
export function renderTree(call: ComponentCall): Element {
  return treeRoot(treeItems(renderChildren(call)), extraClasses(call.props), styleOf(call));
}

/** `<Tree.Folder name="…" defaultOpen openable={false} highlight>`: a folder of a tree; alone, a tree of its own. */
export function renderTreeFolder(call: ComponentCall): Element {
  const { props } = call;
  const item = folderItem(propString(props, 'name') ?? '', treeItems(renderChildren(call)), propBool(props, 'defaultOpen') === true, propBool(props, 'openable') !== false, propBool(props, 'highlight') === true);
  return treeParents.has(call.rs.parentComponent ?? '') ? item : treeRoot([item]);
}

/** `<Tree.File name="…" highlight>`: a file of a tree; alone, a tree of its own. */
export function renderTreeFile(call: ComponentCall): Element {
  const item = fileItem(propString(call.props, 'name') ?? '', propBool(call.props, 'highlight') === true);
  return treeParents.has(call.rs.parentComponent ?? '') ? item : treeRoot([item]);
}
