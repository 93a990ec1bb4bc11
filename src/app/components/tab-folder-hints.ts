/**
 * The folder hint of each open tab whose file name another open tab shares, as VS Code shows it
 * beside the name: the fewest trailing folders that tell those tabs apart (`a/index.mdx` and
 * `b/index.mdx` → `a` and `b`; `docs/a/x.mdx` and `blog/a/x.mdx` → `docs/a` and `blog/a`), or `/` for
 * a file at the root. Tabs with a name of their own get none.
 */
export function tabFolderHints(paths: readonly string[]): Map<string, string> {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  const hints = new Map<string, string>();
  for (const same of byName.values()) {
    if (same.length < 2) continue;
    const folders = same.map((path) => path.split('/').slice(0, -1));
    const deepest = Math.max(...folders.map((f) => f.length));
    const hint = (folder: readonly string[], depth: number) => (folder.length === 0 ? '/' : folder.slice(-depth).join('/'));
    let depth = 1;
    while (depth < deepest && new Set(folders.map((f) => hint(f, depth))).size < same.length) depth++;
    same.forEach((path, i) => hints.set(path, hint(folders[i] ?? [], depth)));
  }
  return hints;
}
