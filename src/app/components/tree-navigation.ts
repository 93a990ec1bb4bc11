import type { TreeNode } from './file-tree-model.ts';

/** One row the tree shows: a node whose ancestors are all expanded. */
export interface VisibleItem {
  readonly path: string;
  readonly name: string;
  readonly folder: boolean;
  /** A folder whose children are shown; false for files. */
  readonly expanded: boolean;
  /** The path of the parent folder, or undefined at the top level. */
  readonly parent: string | undefined;
}

/** What a key pressed on a tree item does (WAI-ARIA tree view pattern). */
export type TreeKeyAction =
  | { readonly kind: 'focus'; readonly path: string }
  | { readonly kind: 'expand'; readonly path: string }
  | { readonly kind: 'collapse'; readonly path: string }
  /** Enter or Space: a file opens, a folder opens or closes. */
  | { readonly kind: 'activate'; readonly path: string }
  | { readonly kind: 'rename'; readonly path: string }
  | { readonly kind: 'delete'; readonly path: string };

/** The rows of the tree in the order shown: every node whose ancestor folders are all expanded. */
export function visibleItems(tree: readonly TreeNode[], collapsed: ReadonlySet<string>): VisibleItem[] {
  const items: VisibleItem[] = [];
  const walk = (nodes: readonly TreeNode[], parent: string | undefined) => {
    for (const node of nodes) {
      const expanded = node.folder && !collapsed.has(node.path);
      items.push({ path: node.path, name: node.name, folder: node.folder, expanded, parent });
      if (expanded) walk(node.children, node.path);
    }
  };
  walk(tree, undefined);
  return items;
}

/**
 * The item that holds the tree's one tab stop: the first of `preferred` that is shown, or the
 * nearest shown folder around it (its file may be inside a closed folder), else the first item.
 */
export function focusTarget(items: readonly VisibleItem[], preferred: readonly (string | undefined)[]): string | undefined {
  const shown = new Set(items.map((i) => i.path));
  for (const path of preferred) {
    if (path === undefined) continue;
    for (let p = path; p !== ''; p = p.slice(0, Math.max(0, p.lastIndexOf('/')))) if (shown.has(p)) return p;
  }
  return items[0]?.path;
}

/**
 * What `key` (a KeyboardEvent key) does when pressed on the item `current`: arrows move between
 * shown items, Right opens a closed folder or enters an open one, Left closes an open folder or
 * goes to the parent, Home/End go to the first/last item, Enter/Space activate, F2 renames,
 * Delete deletes. Undefined for keys the tree leaves alone. At either end the focus stays put.
 */
export function treeKeyAction(items: readonly VisibleItem[], current: string, key: string): TreeKeyAction | undefined {
  const index = items.findIndex((i) => i.path === current);
  const item = items[index];
  const focus = (target: VisibleItem | undefined): TreeKeyAction | undefined => (target ? { kind: 'focus', path: target.path } : undefined);
  if (!item) return ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key) ? focus(items[0]) : undefined;
  switch (key) {
    case 'ArrowDown':
      return focus(items[index + 1] ?? item);
    case 'ArrowUp':
      return focus(items[index - 1] ?? item);
    case 'Home':
      return focus(items[0]);
    case 'End':
      return focus(items[items.length - 1]);
    case 'ArrowRight':
      if (item.folder && !item.expanded) return { kind: 'expand', path: item.path };
      return focus(item.folder && items[index + 1]?.parent === item.path ? items[index + 1] : item);
    case 'ArrowLeft':
      if (item.folder && item.expanded) return { kind: 'collapse', path: item.path };
      return focus(items.find((i) => i.path === item.parent) ?? item);
    case 'Enter':
    case ' ':
      return { kind: 'activate', path: item.path };
    case 'F2':
      return { kind: 'rename', path: item.path };
    case 'Delete':
      return { kind: 'delete', path: item.path };
    default:
      return undefined;
  }
}

/**
 * Type-ahead: the next shown item, after `current` and wrapping around, whose name starts with
 * `typed` (case-insensitive). While the user keeps typing a longer prefix, the current item is
 * kept when it still matches; a single character moves on, so pressing it again cycles.
 */
export function typeAheadTarget(items: readonly VisibleItem[], current: string | undefined, typed: string): string | undefined {
  if (typed === '' || items.length === 0) return undefined;
  const prefix = typed.toLocaleLowerCase();
  const at = items.findIndex((i) => i.path === current);
  const start = at < 0 ? 0 : typed.length === 1 ? at + 1 : at;
  for (let k = 0; k < items.length; k++) {
    const item = items[(start + k) % items.length];
    if (item?.name.toLocaleLowerCase().startsWith(prefix)) return item.path;
  }
  return undefined;
}
