import type { Project } from '../project/project.ts';
import { isPageFile } from '../project/page-files.ts';
import { normalizePath, resolvePath } from '../project/project.ts';

/** The config file core reads: docs.json, or the older mint.json when there is no docs.json. */
export function findConfigFile(project: Project): 'docs.json' | 'mint.json' | undefined {
  if (project.has('docs.json')) return 'docs.json';
  if (project.has('mint.json')) return 'mint.json';
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
