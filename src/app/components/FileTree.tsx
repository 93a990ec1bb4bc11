import { useMemo, useState } from 'react';
import type { DragEvent } from 'react';
import { useApp, useAppState } from '../app-context.ts';
import { addFiles, deletePath, movePath, newFile, newFolder, openFile, renamePrompt } from '../controller/file-actions.ts';
import { readDroppedFiles } from './dropped-files.ts';
import { buildTree, dropFolder } from './file-tree-model.ts';
import type { TreeNode } from './file-tree-model.ts';
import { FileTreeItem } from './FileTreeItem.tsx';

const MOVE_TYPE = 'application/x-quire-path';

/**
 * The workspace's files: open on click, create, rename, delete, drag to move, and drop files
 * from the desktop to add them.
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

  const toggle = (path: string) =>
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

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
    const dropped = await readDroppedFiles(event.dataTransfer);
    await addFiles(app, folder, dropped);
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
      <ul role="tree" aria-label="Workspace files" className="tree">
        {renderNodes(tree, 0)}
      </ul>
      <p className="tree-hint">Drop files here to add them.</p>
    </section>
  );
}
