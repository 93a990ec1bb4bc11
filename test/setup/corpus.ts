import { describe, it } from 'vitest';
import type { CorpusKind } from './corpus-paths.ts';
import { corpusPath, corpusPresent } from './corpus-paths.ts';

// Corpus-dependent test blocks. Where the corpora are found is corpus-paths.ts (no vitest there, so
// the global set-up and the benchmarks can use it).
export { corpusDir, corpusPresent, corpusProjects, corpusV2Dir } from './corpus-paths.ts';

/**
 * A describe block over a shared corpus. When the corpus is missing the block is skipped (the
 * global set-up prints one line saying so), except under `CI=true`, where CI must have it: then
 * the block is one failing test naming the folder it looked in.
 */
export function describeCorpus(kind: CorpusKind, title: string, body: () => void): void {
  if (corpusPresent(kind)) {
    describe(title, body);
  } else if (process.env.CI === 'true') {
    describe(title, () => {
      it(`needs the ${kind} (CI=true)`, () => {
        throw new Error(`CI needs the ${kind} at ${corpusPath(kind)}; check out ../shared beside the repository or set ${kind === 'corpus' ? 'QUIRE_CORPUS' : 'QUIRE_CORPUS_V2'}.`);
      });
    });
  } else {
    describe.skip(title, body);
  }
}
