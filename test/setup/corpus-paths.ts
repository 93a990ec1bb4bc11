import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The one place tests, benchmarks and scripts find the shared corpora, written by others and never
// copied into the repository: `QUIRE_CORPUS` (the spec-format corpus folder) and `QUIRE_CORPUS_V2`
// (the current-format one; default: `corpus-v2` beside `QUIRE_CORPUS`), else `../shared/corpus` and
// `../shared/corpus-v2` next to the repository.

/** The two shared corpora: five projects in the spec format, two in the current format. */
export type CorpusKind = 'corpus' | 'corpus-v2';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a corpus is looked for (it may not exist). */
export function corpusPath(kind: CorpusKind, env: NodeJS.ProcessEnv = process.env): string {
  if (kind === 'corpus-v2' && env.QUIRE_CORPUS_V2) return resolve(env.QUIRE_CORPUS_V2);
  if (env.QUIRE_CORPUS) return kind === 'corpus' ? resolve(env.QUIRE_CORPUS) : join(dirname(resolve(env.QUIRE_CORPUS)), 'corpus-v2');
  return resolve(repository, '..', 'shared', kind);
}

/** Whether a corpus is there (its MANIFEST.tsv is the mark of a complete copy). */
export function corpusPresent(kind: CorpusKind, env: NodeJS.ProcessEnv = process.env): boolean {
  return existsSync(join(corpusPath(kind, env), 'MANIFEST.tsv'));
}

/** The project folders of a corpus, sorted by name; none when the corpus is not there (see corpusPresent). */
export function corpusProjects(kind: CorpusKind, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!corpusPresent(kind, env)) return [];
  return readdirSync(corpusPath(kind, env), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The spec-format corpus folder (see corpusPath). */
export const corpusDir = corpusPath('corpus');

/** The current-format corpus folder (see corpusPath). */
export const corpusV2Dir = corpusPath('corpus-v2');

/** The line printed once per run when a corpus is missing outside CI. */
export function corpusSkipLine(kind: CorpusKind, env: NodeJS.ProcessEnv = process.env): string {
  const variable = kind === 'corpus' ? 'QUIRE_CORPUS' : 'QUIRE_CORPUS_V2';
  return `Corpus tests skipped: no ${kind} at ${corpusPath(kind, env)} (set ${variable} to its folder to run them).`;
}
