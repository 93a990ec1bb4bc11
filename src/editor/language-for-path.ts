/** The Monaco language id of a workspace file by its extension: `json`, `mdx`, `markdown`, `yaml` or `plaintext`. */
export function languageForPath(path: string): 'json' | 'mdx' | 'markdown' | 'yaml' | 'plaintext' {
  const ext = /\.([^./]+)$/.exec(path.toLowerCase())?.[1] ?? '';
  if (ext === 'json') return 'json';
  if (ext === 'mdx') return 'mdx';
  if (ext === 'md' || ext === 'markdown') return 'markdown';
  if (ext === 'yaml' || ext === 'yml') return 'yaml';
  return 'plaintext';
}
