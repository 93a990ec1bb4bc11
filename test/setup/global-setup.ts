import { existsSync } from 'node:fs';
import { corpusPresent, corpusSkipLine } from './corpus-paths.ts';

// Browser tests need the system Chromium; fail loudly instead of skipping when it is missing.
// A missing corpus is said once per run here (describeCorpus skips its blocks, or fails them under CI=true).
export default function setup(): void {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium found at ${path}. Install it with 'apt-get update && apt-get install -y chromium', or set CHROMIUM_PATH to a Chromium binary. Browser tests are never skipped.`);
  }
  if (process.env.CI === 'true') return;
  for (const kind of ['corpus', 'corpus-v2'] as const) {
    if (!corpusPresent(kind)) process.stdout.write(`${corpusSkipLine(kind)}\n`);
  }
}
