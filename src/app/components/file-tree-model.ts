/** A node of the file tree. */
export interface TreeNode {
  readonly name: string;
  /** The project path (`guides/intro.mdx`, or `guides` for a folder). */
  readonly path: string;
  readonly folder: boolean;
  readonly children: TreeNode[];
}

/** Builds the tree from file paths and folder paths: folders first, then files, each by name. */
export function buildTree(paths: readonly string[], folders: readonly string[]): TreeNode[] {
  const root: TreeNode = { name: '', path: '', folder: true, children: [] };
  const folderNodes = new Map<string, TreeNode>([['', root]]);
  const folderNode = (path: string): TreeNode => {
    const known = folderNodes.get(path);
    if (known) return known;
    const slash = path.lastIndexOf('/');
    const parent = folderNode(slash < 0 ? '' : path.slice(0, slash));
    const node: TreeNode = { name: path.slice(slash + 1), path, folder: true, children: [] };
    parent.children.push(node);
    folderNodes.set(path, node);
    return node;
  };
  for (const folder of folders) folderNode(folder);
  for (const path of paths) {
    const slash = path.lastIndexOf('/');
    folderNode(slash < 0 ? '' : path.slice(0, slash)).children.push({ name: path.slice(slash + 1), path, folder: false, children: [] });
  }
  const sort = (nodes: TreeNode[]) => {
    nodes.sort((a, b) => (a.folder !== b.folder ? (a.folder ? -1 : 1) : a.name.localeCompare(b.name)));
    for (const n of nodes) if (n.folder) sort(n.children);
  };
  sort(root.children);
  return root.children;
}

/** The folder a drop on `node` goes into: the folder itself, or the file's folder. */
export function dropFolder(path: string, folder: boolean): string {
  if (folder) return path;
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}
