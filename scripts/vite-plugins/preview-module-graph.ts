/** A module of the dev server's graph, as far as the preview's CORS check looks at it. */
export interface GraphModule {
  readonly url: string;
  readonly importers: ReadonlySet<GraphModule>;
}

/** The part of Vite's client module graph the check reads. */
export interface ModuleLookup {
  getModuleByUrl(url: string): Promise<GraphModule | undefined>;
}

/**
 * Whether the dev server's module at `url` belongs to the preview's module graph: it is one of
 * the preview page's module scripts (`roots`, asked for before the graph has them) or is imported,
 * directly or through other modules, by one of them. A module the graph does not know yet (no
 * module has imported it) is not.
 */
export async function inPreviewGraph(graph: ModuleLookup, url: string, roots: ReadonlySet<string>): Promise<boolean> {
  if (roots.has(url.split('?')[0] ?? url)) return true;
  const start = await graph.getModuleByUrl(url);
  if (!start) return false;
  // A root's module is looked up by the URL it was asked for: the graph may know it by another
  // (Vite's `/@vite/client` is `/@vite/client.mjs` there).
  const rootModules = new Set(await Promise.all(Array.from(roots, (root) => graph.getModuleByUrl(root))));
  const seen = new Set<GraphModule>([start]);
  const queue = [start];
  for (let module = queue.pop(); module; module = queue.pop()) {
    if (rootModules.has(module)) return true;
    for (const importer of module.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return false;
}

/** The `src` of every module script of an HTML page, in order (what Vite's dev server serves it). */
export function moduleScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype\s*=\s*["']?module["']?/i.test(tag)) continue;
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value !== undefined) sources.push(value);
  }
  return sources;
}
