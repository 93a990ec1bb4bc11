import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateConfig } from '../../src/core/index.ts';
import { corpusDir, corpusV2Dir } from '../setup/corpus-paths.ts';
import { type BenchRow, measure, ms } from './measure.ts';

/** A navigation of `pages` pages in groups of 50, every fifth group nested two levels deep. */
export function generatedConfig(pages: number): string {
  const navigation: unknown[] = [];
  for (let g = 0; g * 50 < pages; g++) {
    const list = Array.from({ length: Math.min(50, pages - g * 50) }, (_, i) => `section-${g}/page-${i}`);
    navigation.push(g % 5 === 0 ? { group: `Group ${g}`, pages: [{ group: `Sub ${g}`, pages: [{ group: `Deep ${g}`, pages: list }] }] } : { group: `Group ${g}`, pages: list });
  }
  return JSON.stringify({ name: 'Generated', logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' }, colors: { primary: '#0D9373' }, navigation }, null, 2);
}

/** Validation time for a typical config, a 5,000-page navigation and the current-format corpus-v2 configs, against JSON.parse of the same text. */
export function runConfigBench(): BenchRow[] {
  const typicalPath = join(corpusDir, 'mintlify-docs', 'mint.json');
  const typical = existsSync(typicalPath) ? readFileSync(typicalPath, 'utf8') : generatedConfig(60);
  const big = generatedConfig(5000);
  // The same navigation with one page listed twice: a diagnostic forces the offset tree and positions.
  const withDiagnostic = big.replace('"section-1/page-1"', '"section-1/page-0"');
  // The current format's two real configs (pipecat, trigger), when the corpus-v2 is there.
  const current = (['pipecat/docs.json', 'trigger/docs.json'] as const)
    .map((file) => [file, join(corpusV2Dir, file)] as const)
    .filter(([, path]) => existsSync(path))
    .map(([file, path]) => {
      const text = readFileSync(path, 'utf8');
      return [`current format (corpus-v2 ${file}, ${(text.length / 1024).toFixed(1)} KB)`, text] as const;
    });
  const rows: BenchRow[] = [];
  for (const [name, text] of [
    [`typical config (${existsSync(typicalPath) ? 'mintlify-docs mint.json' : 'generated 60 pages'}, ${(typical.length / 1024).toFixed(1)} KB)`, typical],
    [`5,000-page navigation (${(big.length / 1024).toFixed(0)} KB)`, big],
    [`5,000-page navigation with one duplicate (positions computed)`, withDiagnostic],
    ...current,
  ] as const) {
    const ours = measure(() => validateConfig(text), { warmup: 50, runs: 300 });
    const peer = measure(() => JSON.parse(text), { warmup: 50, runs: 300 });
    const result = validateConfig(text);
    rows.push({ name: `validateConfig: ${name}`, value: `median ${ms(ours.median)}, p95 ${ms(ours.p95)}; ${result.diagnostics.length} diagnostics`, target: 'median < 2 ms', pass: ours.median < 2 });
    rows.push({ name: `  vs JSON.parse (no validation, no positions)`, value: `median ${ms(peer.median)}; validateConfig is ${(ours.median / peer.median).toFixed(1)}× JSON.parse` });
  }
  return rows;
}
