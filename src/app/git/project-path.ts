/** A path from the repository's root as the project names it: without the docs folder a subfolder clone opened (`docs/a.mdx` → `a.mdx`). */
export function projectPathOf(repoPath: string, folder: string | undefined): string {
  return folder && repoPath.startsWith(`${folder}/`) ? repoPath.slice(folder.length + 1) : repoPath;
}
