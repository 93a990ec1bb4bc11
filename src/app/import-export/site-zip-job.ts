import { MemoryProject } from '../../core/index.ts';
import type { FileContent } from '../../workspace/index.ts';
import { siteZip } from '../../workspace/index.ts';

/**
 * The site download's work in the zip worker, loaded on its first use: the renderer is most of the
 * worker's code, and an import needs none of it. It writes what `quire build` writes: the published
 * files with the search (MiniSearch's text, as the CLI reads it) and, for pages with a diagram,
 * mermaid's bundle, each loaded only when a download is made.
 */
export async function siteZipOf(files: readonly (readonly [string, FileContent])[]): Promise<Uint8Array> {
  // MiniSearch's package exports do not name its CommonJS file (the text the CLI reads): it is imported by its path.
  const [search, mermaid] = await Promise.all([import('../../../node_modules/minisearch/dist/cjs/index.cjs?raw'), import('mermaid/dist/mermaid.min.js?raw')]);
  return siteZip(new MemoryProject(files), { publish: true, searchLibrary: search.default, mermaidBundle: mermaid.default });
}
