import { useEffect, useMemo, useRef, useState } from 'react';
import type { DragEvent, FocusEvent, KeyboardEvent } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { addDroppedFiles, deletePath, movePath, newFile, newFolder, openFile, renamePrompt } from '../controller/file-actions.ts';
import { buildTree, dropFolder } from './file-tree-model.ts';
import type { TreeNode } from './file-tree-model.ts';
import { FileTreeItem } from './FileTreeItem.tsx';
import { focusTarget, treeKeyAction, typeAheadTarget, visibleItems } from './tree-navigation.ts';
import type { TreeKeyAction } from './tree-navigation.ts';

const MOVE_TYPE = 'application/x-quire-path';
/** Letters typed within this many milliseconds form one type-ahead prefix. */
const TYPE_AHEAD_MS = 600;

/**
 * The workspace's files: open on click, create, rename, delete, drag to move, and drop files
 * from the desktop to add them. With the keyboard it is a WAI-ARIA tree view: one tab stop,
 * arrows, Home/End, Enter, F2, Delete and type-ahead.
 */
export function FileTree() {
  const app = useApp();
  const paths = useAppState((s) => s.paths);
  const folders = useAppState((s) => s.folders);
  const active = useAppState((s) => s.active);
  const unsaved = useAppState((s) => s.unsaved);
  const tree = useMemo(() => buildTree(paths, folders), [paths, folders]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dropTarget, setDropTarget] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<string | undefined>(active);
  const treeRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const items = useMemo(() => visibleItems(tree, collapsed), [tree, collapsed]);
  // The file opened elsewhere (a tab, the preview, quick open) becomes the tree's current item.
  useEffect(() => {
    if (active !== undefined) setSelected(active);
  }, [active]);
  const current = focusTarget(items, [selected, active]);

  const setOpen = (path: string, open: boolean) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (open) next.delete(path);
      else next.add(path);
      return next;
    });
  const toggle = (path: string) => setOpen(path, collapsed.has(path));

  // After a rename or delete dialog closes, focus comes back to the tree (unless the user moved it elsewhere).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const focused = document.activeElement;
    if (focusRequest === 0 || (focused !== null && focused !== document.body)) return;
    treeRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
  }, [focusRequest]);
  const refocusAfter = (done: Promise<void>) => void done.finally(() => setFocusRequest((n) => n + 1));

  const focusItem = (path: string) => {
    setSelected(path);
    treeRef.current?.querySelector<HTMLElement>(`[role="treeitem"][data-path="${CSS.escape(path)}"]`)?.focus();
  };

  const run = (action: TreeKeyAction) => {
    const { kind, path } = action;
    if (kind === 'focus') focusItem(path);
    else if (kind === 'expand' || kind === 'collapse') setOpen(path, kind === 'expand');
    else if (kind === 'activate') {
      if (items.find((i) => i.path === path)?.folder) toggle(path);
      else openFile(app, path);
    } else if (kind === 'rename') refocusAfter(renamePrompt(app, path));
    else refocusAfter(deletePath(app, path));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const target = e.target as HTMLElement;
    const path = target.getAttribute('role') === 'treeitem' ? target.dataset.path : undefined;
    if (path === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    let action = treeKeyAction(items, path, e.key);
    if (!action && e.key.length === 1 && e.key.trim() !== '') {
      const now = e.timeStamp;
      typed.current = { text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + e.key : e.key, at: now };
      const found = typeAheadTarget(items, path, typed.current.text);
      if (found !== undefined) action = { kind: 'focus', path: found };
    }
    if (!action) return;
    e.preventDefault();
    e.stopPropagation();
    run(action);
  };

  // Focus that lands on an item (a click, Tab) makes it the current one.
  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const path = e.target.getAttribute('role') === 'treeitem' ? e.target.dataset.path : undefined;
    if (path !== undefined) setSelected(path);
  };

  const onDrop = async (event: DragEvent, folder: string) => {
    event.preventDefault();
    event.stopPropagation();
    setDropTarget(undefined);
    const moved = event.dataTransfer.getData(MOVE_TYPE);
    if (moved) {
      const name = moved.slice(moved.lastIndexOf('/') + 1);
      const to = folder ? `${folder}/${name}` : name;
      if (to !== moved) await movePath(app, moved, to);
      return;
    }
    await addDroppedFiles(app, folder, event.dataTransfer);
  };

  const dragProps = (node: TreeNode | undefined) => {
    const folder = node ? dropFolder(node.path, node.folder) : '';
    return {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        e.stopPropagation();
        e.dataTransfer.dropEffect = e.dataTransfer.types.includes(MOVE_TYPE) ? 'move' : 'copy';
        setDropTarget(folder);
      },
      onDrop: (e: DragEvent) => void onDrop(e, folder),
    };
  };

  const renderNodes = (nodes: readonly TreeNode[], depth: number) =>
    nodes.map((node) => (
      <FileTreeItem
        key={node.path}
        node={node}
        depth={depth}
        expanded={!collapsed.has(node.path)}
        active={node.path === active}
        selected={node.path === current}
        unsaved={unsaved.has(node.path)}
        dropTarget={node.folder && dropTarget === node.path}
        onOpen={() => (node.folder ? toggle(node.path) : openFile(app, node.path))}
        onRename={() => void renamePrompt(app, node.path)}
        onDelete={() => void deletePath(app, node.path)}
        onNewFile={() => void newFile(app, node.path)}
        onDragStart={(e) => {
          e.dataTransfer.setData(MOVE_TYPE, node.path);
          e.dataTransfer.effectAllowed = 'move';
        }}
        dragProps={dragProps(node)}
      >
        {node.folder && !collapsed.has(node.path) ? renderNodes(node.children, depth + 1) : null}
      </FileTreeItem>
    ));

  return (
    <section className="file-tree" aria-label="Files" {...dragProps(undefined)} onDragLeave={() => setDropTarget(undefined)} data-drop-target={dropTarget === '' ? 'true' : undefined}>
      <header className="pane-header">
        <h2>Files</h2>
        <button type="button" className="icon-button" aria-label="New file" title="New file" onClick={() => void newFile(app)}>
          +
        </button>
        <button type="button" className="icon-button" aria-label="New folder" title="New folder" onClick={() => void newFolder(app)}>
          ⊞
        </button>
      </header>
      <ul role="tree" aria-label="Workspace files" className="tree" ref={treeRef} onKeyDown={onKeyDown} onFocus={onFocus}>
        {renderNodes(tree, 0)}
      </ul>
      <p className="tree-hint">Drop files here to add them.</p>
    </section>
  );
}
