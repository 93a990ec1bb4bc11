import type { DragEvent, ReactNode } from 'react';
import { hasPageExtension } from '../../core/index.ts';
import type { TreeNode } from './file-tree-model.ts';

/** Props of one row of the file tree. */
interface FileTreeItemProps {
  readonly node: TreeNode;
  readonly depth: number;
  readonly expanded: boolean;
  /** The file shown in the editor. */
  readonly active: boolean;
  /** The tree's current item (aria-selected); it holds the tree's one tab stop. */
  readonly selected: boolean;
  readonly unsaved: boolean;
  readonly dropTarget: boolean;
  readonly onOpen: () => void;
  readonly onRename: () => void;
  readonly onDelete: () => void;
  readonly onNewFile: () => void;
  readonly onDragStart: (event: DragEvent) => void;
  readonly dragProps: { onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void };
  readonly children: ReactNode;
}

/**
 * One file or folder of the tree (a treeitem). The treeitem itself takes focus (roving tabindex:
 * only the selected item is in the tab order); keys are handled by the tree. The row's buttons
 * are for the mouse; the keyboard has F2 and Delete.
 */
export function FileTreeItem({ node, depth, expanded, active, selected, unsaved, dropTarget, onOpen, onRename, onDelete, onNewFile, onDragStart, dragProps, children }: FileTreeItemProps) {
  return (
    <li role="treeitem" aria-label={node.name} aria-expanded={node.folder ? expanded : undefined} aria-selected={selected} tabIndex={selected ? 0 : -1} className="tree-item" data-path={node.path}>
      <div className={`tree-row${active ? ' active' : ''}${dropTarget ? ' drop-target' : ''}`} style={{ paddingLeft: 8 + depth * 14 }} draggable onClick={onOpen} onDragStart={onDragStart} {...dragProps}>
        <span className="tree-icon" aria-hidden="true">
          {node.folder ? (expanded ? '▾' : '▸') : fileIcon(node.name)}
        </span>
        <span className="tree-name">{node.name}</span>
        {unsaved && <span className="unsaved-dot" title="Not saved yet" aria-label="unsaved" />}
        <span className="tree-actions">
          {node.folder && (
            <button type="button" tabIndex={-1} className="icon-button" aria-label={`New file in ${node.path}`} title="New file" onClick={(e) => (e.stopPropagation(), onNewFile())}>
              +
            </button>
          )}
          <button type="button" tabIndex={-1} className="icon-button" aria-label={`Rename ${node.path}`} title="Rename (F2)" onClick={(e) => (e.stopPropagation(), onRename())}>
            ✎
          </button>
          <button type="button" tabIndex={-1} className="icon-button" aria-label={`Delete ${node.path}`} title="Delete (Del)" onClick={(e) => (e.stopPropagation(), onDelete())}>
            🗑
          </button>
        </span>
      </div>
      {node.folder && expanded && <ul role="group">{children}</ul>}
    </li>
  );
}

function fileIcon(name: string): string {
  if (hasPageExtension(name)) return 'M↓';
  if (/\.json$/i.test(name)) return '{}';
  if (/\.(png|jpe?g|gif|svg|webp|avif|ico)$/i.test(name)) return '▣';
  if (/\.ya?ml$/i.test(name)) return 'Y';
  return '·';
}
