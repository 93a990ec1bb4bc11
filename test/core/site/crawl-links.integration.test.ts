import '../../setup/load-resources.ts';
import { join } from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../../src/cli/load-project.ts';
import { checkProject, type Project } from '../../../src/core/index.ts';
import { isSnippetPath, pageFileFor, stripPageExtension } from '../../../src/core/project/page-files.ts';
import { snippetReferences } from '../../../src/core/check/project-files.ts';
import { pagePathOf } from '../../../src/core/site/site-links.ts';
import { corpusDir, corpusV2Dir, describeCorpus } from '../../setup/corpus.ts';
import { exportSite } from './export-site-files.ts';

type Node = DefaultTreeAdapterTypes.Node;

/** Every `href` and `src` of an HTML document. */
function urlsOf(html: string): string[] {
  const urls: string[] = [];
  const walk = (node: Node): void => {
    if ('attrs' in node) for (const attr of node.attrs) if (attr.name === 'href' || attr.name === 'src') urls.push(attr.value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node && node.content) walk(node.content);
  };
  walk(parse(html));
  return urls;
}

/**
 * The internal links and images of an exported site that lead to no file of it, each as
 * `page → target` (the page's path, the target's path without `.html`): every HTML page but
 * `404.html` (absolute from the host's root) and `index.html` (a copy of the home page) is crawled.
 */
function brokenInExport(files: ReadonlyMap<string, string | Uint8Array>): string[] {
  const broken = new Set<string>();
  for (const [file, content] of files) {
    if (!file.endsWith('.html') || file === '404.html' || file === 'index.html' || typeof content !== 'string') continue;
    for (const url of urlsOf(content)) {
      if (url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
      const resolved = new URL(url, `http://site.invalid/${file}`);
      let path = resolved.pathname.slice(1);
      try {
        path = decodeURIComponent(path);
      } catch {
        // Kept as written.
      }
      if (path.endsWith('/') || path === '') path += 'index.html';
      if (!files.has(path)) broken.add(`${file.replace(/\.html$/, '')} → ${path.replace(/\.html$/, '')}`);
    }
  }
  return [...broken].sort();
}

/**
 * What `quire check` reports as leading nowhere, in the same form: project/broken-link (and
 * project/missing-asset for images) of the pages the export writes, and of each redirect (at its
 * source's page); and the files the config names that are missing (a logo, shown on every page).
 */
async function checked(dir: string): Promise<{ broken: string[]; configAssets: Set<string>; snippetTargets: Set<string>; project: Project }> {
  const project = await loadProject(dir);
  const broken = new Set<string>();
  const configAssets = new Set<string>();
  // Reported at the snippet, they show in every page that includes it.
  const snippetTargets = new Set<string>();
  const snippets = snippetReferences(project);
  for (const d of checkProject(project).diagnostics) {
    const config = d.file === 'docs.json' || d.file === 'mint.json';
    const data = d.data as { target?: string; source?: string } | undefined;
    if (d.code === 'project/missing-asset' && config) configAssets.add(/names "([^"]*)"/.exec(d.message)?.[1]?.replace(/^\/+/, '') ?? '');
    else if (d.code === 'project/broken-link' && config) broken.add(`${pagePathOf(data?.source ?? '')} → ${data?.target ?? ''}`);
    else if ((d.code === 'project/broken-link' || d.code === 'project/missing-asset') && (isSnippetPath(d.file) || snippets.has(d.file))) snippetTargets.add(data?.target ?? '');
    else if (d.code === 'project/broken-link' || d.code === 'project/missing-asset') broken.add(`${stripPageExtension(d.file)} → ${data?.target ?? ''}`);
  }
  return { broken: [...broken].sort(), configAssets, snippetTargets, project };
}

const crawl = (kind: string, dir: string, counts: Record<string, [own: number, fromSnippets: number, hidden: number]>) => {
  describe(`an exported ${kind} project, crawled`, () => {
    // A whole check and export of a real project each: up to a minute on a loaded 2-core machine.
    it.each(Object.entries(counts))('%s: its broken internal links and images are exactly those quire check reports', { timeout: 120_000 }, async (name, [ownCount, snippetCount, hiddenCount]) => {
      const { broken, configAssets, snippetTargets, project } = await checked(join(dir, name));
      const { files } = exportSite(project);
      const exported = brokenInExport(files);
      const target = (key: string) => key.slice(key.indexOf(' → ') + 3);
      // The config's missing files are reported once, at docs.json; every page shows them.
      expect(new Set(exported.filter((k) => configAssets.has(target(k))).map(target))).toEqual(configAssets);
      // Links to pages in no navigation would be broken in the export only if those pages were not exported (as hidden pages).
      const hidden = exported.filter((k) => !configAssets.has(target(k)) && pageFileFor(project, target(k)) !== undefined);
      // Only what the exported pages hold: snippets are not written.
      const reported = broken.filter((k) => files.has(`${k.slice(0, k.indexOf(' → '))}.html`));
      const rest = exported.filter((k) => !configAssets.has(target(k)) && !hidden.includes(k));
      const fromSnippets = rest.filter((k) => !reported.includes(k) && snippetTargets.has(target(k)));
      const ownLinks = rest.filter((k) => !fromSnippets.includes(k));
      expect(ownLinks).toEqual(reported);
      expect([ownLinks.length, fromSnippets.length, hidden.length]).toEqual([ownCount, snippetCount, hiddenCount]);
    });
  });
};

// [broken in the pages themselves, from the snippets they include, links to pages in no navigation] — the last is 0
// since pages in no navigation are exported as hidden pages; it stays so that a regression shows.
describeCorpus('corpus', 'crawl corpus', () => crawl('corpus', corpusDir, { crewai: [11, 0, 0], 'mintlify-docs': [52, 0, 0], pipecat: [33, 0, 0], 'starter-2023': [7, 0, 0], trigger: [10, 26, 0] }));
describeCorpus('corpus-v2', 'crawl corpus-v2', () => crawl('corpus-v2', corpusV2Dir, { pipecat: [23, 0, 0], trigger: [40, 26, 0] }));
