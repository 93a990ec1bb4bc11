import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryProject } from '../../src/core/index.ts';
import { loadProject } from '../../src/cli/load-project.ts';

import { corpusDir } from '../setup/corpus-paths.ts';

/** One line of the corpus MANIFEST.tsv. */
export interface CorpusEntry {
  readonly name: string;
  readonly sizeBytes: number;
  readonly pages: number;
}

/** Reads a corpus's MANIFEST.tsv (default: the spec-format corpus); empty when the corpus is absent. */
export function corpusEntries(dir = corpusDir): CorpusEntry[] {
  const manifest = join(dir, 'MANIFEST.tsv');
  if (!existsSync(manifest)) return [];
  const [header = '', ...rows] = readFileSync(manifest, 'utf8').trim().split('\n');
  const cols = header.split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    const get = (name: string) => cells[cols.indexOf(name)] ?? '';
    return { name: get('name'), sizeBytes: Number(get('size_bytes')), pages: Number(get('page_files(md+mdx)')) };
  });
}

/** The largest corpus project by size, as MANIFEST.tsv records it. */
export function largestCorpusEntry(): CorpusEntry | undefined {
  return corpusEntries().sort((a, b) => b.sizeBytes - a.sizeBytes)[0];
}

/** Loads one corpus project into memory. */
export async function loadCorpusProject(name: string): Promise<MemoryProject> {
  return loadProject(join(corpusDir, name));
}
