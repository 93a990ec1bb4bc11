import type { Project } from '../project/project.ts';
import { normalizePath, resolvePath } from '../project/project.ts';

/** The config file core reads: docs.json, or the older mint.json when there is no docs.json. */
export function findConfigFile(project: Project): 'docs.json' | 'mint.json' | undefined {
  if (project.has('docs.json')) return 'docs.json';
  if (project.has('mint.json')) return 'mint.json';
  return undefined;
}

/** True for Markdown and MDX pages; files in tooling folders (`node_modules`, dot-folders such as `.cursor/`) are not pages. */
export function isPageFile(path: string): boolean {
  return /\.mdx?$/i.test(path) && !/(^|\/)(node_modules|\.[^/]*)\//.test(path) && !/(^|\/)(README|LICENSE|CHANGELOG|CONTRIBUTING)\.md$/i.test(path);
}

/** True for files in a snippets folder (`snippets/`, `_snippets/`), which are fragments rather than pages. */
export function isSnippetPath(path: string): boolean {
  return /(^|\/)_?snippets\//.test(path);
}

/** The page file a navigation entry names (`guides/intro` → `guides/intro.mdx` or `.md`), if it exists. */
export function pageFileFor(project: Project, entry: string): string | undefined {
  const base = normalizePath(entry);
  if (/\.mdx?$/.test(base) && project.has(base)) return base;
  for (const ext of ['.mdx', '.md']) if (project.has(base + ext)) return base + ext;
  return undefined;
}

const importPattern = /^[ \t]*import\s+[^'"\n]*?\s+from\s+['"]([^'"\n]+\.mdx?)['"]/gm;
const snippetTagPattern = /<Snippet\s+file=["']([^"']+)["']/g;

/** Every page file that another page imports as a snippet (`import X from '/snippets/x.mdx'`, `<Snippet file="…">`). */
export function snippetReferences(project: Project): Set<string> {
  const refs = new Set<string>();
  for (const path of project.list()) {
    if (!isPageFile(path)) continue;
    const text = project.readText(path) ?? '';
    if (!text.includes('import') && !text.includes('<Snippet')) continue;
    for (const m of text.matchAll(importPattern)) refs.add(resolvePath(path, m[1] ?? ''));
    for (const m of text.matchAll(snippetTagPattern)) refs.add(normalizePath(`snippets/${m[1] ?? ''}`));
  }
  return refs;
}
