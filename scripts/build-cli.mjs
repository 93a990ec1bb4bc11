// Bundles the CLI into one runnable file for `bin.quire` (dist/cli/quire.mjs).
import { build } from 'esbuild';
import { chmod } from 'node:fs/promises';

const outfile = 'dist/cli/quire.mjs';
await build({
  entryPoints: ['src/cli/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Prefer ESM builds: jsonc-parser's UMD main requires its own files at run time.
  mainFields: ['module', 'main'],
  banner: { js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
await chmod(outfile, 0o755);
