import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** What a chunk of a bundle imports: its static imports and its dynamic ones, by file name. */
export interface ChunkImports {
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/**
 * The chunks an entry should fetch at once: those its dynamic imports' chunks import statically, all
 * the way down (they would otherwise be found one level at a time), minus the chunks it loads
 * anyway (its own static and dynamic imports). Sorted, so the output is the same on every build.
 */
export function entryPreloads(entry: string, chunks: ReadonlyMap<string, ChunkImports>): string[] {
  const own = chunks.get(entry);
  if (!own) return [];
  const reached = new Set<string>();
  const pending = own.dynamicImports.flatMap((file) => chunks.get(file)?.imports ?? []);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  for (const file of [entry, ...own.imports, ...own.dynamicImports]) reached.delete(file);
  return [...reached].sort();
}

/** The statement appended to an entry that starts fetching `files` (paths relative to the entry's folder); nothing for none. */
export function preloadStatement(files: readonly string[]): string {
  // An import() of a chunk fetches it and what it imports; a failure is the real import's to report.
  return files.length === 0 ? '' : `\nfor(const f of ${JSON.stringify(files.map((file) => `./${file.slice(file.lastIndexOf('/') + 1)}`))})import(f).catch(()=>{});\n`;
}

/**
 * A worker has no document, so no modulepreload: the core worker's entry imports the host, whose
 * chunk imports the render code, which imports the schemas, and the browser finds each level only
 * once the one above has arrived, a round trip each before the first preview. Each worker entry
 * starts fetching all of those chunks itself, alongside its own dynamic imports. (Importing a chunk
 * of pure modules early only defines them earlier.)
 */
export function workerEntryPreloads(): Plugin {
  return {
    name: 'quire:worker-entry-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = new Map<string, ChunkImports>();
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(file, output);
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        // Entries sit in the same folder as their chunks (assets/), so a file name is its relative path.
        output.code += preloadStatement(entryPreloads(file, chunks));
      }
    },
  };
}
