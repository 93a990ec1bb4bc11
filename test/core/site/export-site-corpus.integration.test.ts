import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { exportSite } from './export-site-files.ts';
import { corpusDir, corpusProjects, describeCorpus } from '../../setup/corpus.ts';
import { folderProject } from '../../setup/folder-project.ts';

// exportSite over every project of the shared corpus: pure, but it renders about 550 pages, so it is
// an integration test (see vitest.config.ts) and the unit project stays fast.

const corpus = corpusDir;
const projects = corpusProjects('corpus');

/** Unique navigation entries of a raw config that name an existing page file: the expected page count. */
function resolvableNavPages(project: MemoryProject, raw: unknown): number {
  const seen = new Set<string>();
  const walk = (entries: unknown): void => {
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      if (typeof entry === 'string') {
        const path = entry.replace(/^\/+/, '');
        if (project.has(`${path}.mdx`) || project.has(`${path}.md`)) seen.add(path);
      } else if (typeof entry === 'object' && entry !== null && 'group' in entry && typeof entry.group === 'string') walk((entry as { pages?: unknown }).pages);
    }
  };
  walk((raw as { navigation?: unknown }).navigation);
  return seen.size;
}

/** Pages each corpus project writes: those its navigation lists, and the hidden ones (page files in no navigation, snippets aside). */
const corpusPageCounts: Record<string, { navigation: number; hidden: number }> = {
  crewai: { navigation: 98, hidden: 1 },
  'mintlify-docs': { navigation: 92, hidden: 3 },
  pipecat: { navigation: 186, hidden: 9 },
  'starter-2023': { navigation: 13, hidden: 0 },
  trigger: { navigation: 137, hidden: 6 },
};

describeCorpus('corpus', 'exportSite on the corpus', () => {
  it.each(projects)('%s: exports every resolvable navigation page and every hidden page without throwing', (name) => {
    const project = folderProject(join(corpus, name));
    const configFile = project.has('docs.json') ? 'docs.json' : 'mint.json';
    const navigation = resolvableNavPages(project, JSON.parse(project.readText(configFile) ?? '{}'));
    const result = exportSite(project);
    const hidden = result.pages - navigation;
    expect({ navigation, hidden }).toEqual(corpusPageCounts[name]);
    const expected = result.pages;
    // Redirect pages (trigger has 13) are HTML files too, but no navigable page.
    const pages = [...result.files].filter(([f, html]) => f.endsWith('.html') && f !== '404.html' && f !== 'index.html' && !String(html).includes('http-equiv="refresh"')).map(([f]) => f);
    expect(pages).toHaveLength(expected);
    expect(result.files.has('index.html')).toBe(true);
  });
});
