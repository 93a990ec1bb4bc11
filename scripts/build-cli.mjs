// Bundles the CLI into one runnable file for `bin.quire` (dist/cli/quire.mjs).
import { build } from 'esbuild';
import { chmod } from 'node:fs/promises';
import { runnerImport } from 'vite';

// The icon data is generated from the icon packages into the bundle (the plugin is TypeScript, which Vite loads).
const { module: icons } = await runnerImport('./scripts/vite-plugins/icon-modules.ts', { configFile: false, logLevel: 'silent' });

// The output file: dist/cli/quire.mjs, or the path given (the tests bundle their own copy).
const outfile = process.argv[2] ?? 'dist/cli/quire.mjs';
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
  plugins: [icons.iconModulesEsbuildPlugin()],
  logLevel: 'warning',
});
await chmod(outfile, 0o755);
