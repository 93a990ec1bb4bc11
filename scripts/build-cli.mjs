// Bundles the CLI for `bin.quire`: dist/cli/quire.cjs, the CLI (src/cli/start.ts) as one CommonJS
// file, and dist/cli/quire.mjs, the command, which runs it with V8's code cache (see
// src/cli/bundle-launcher.ts; the bundle is CommonJS because Node 20 caches no ES module's code).
import { build } from 'esbuild';
import { chmod } from 'node:fs/promises';
import { runnerImport } from 'vite';

// The icon data is generated from the icon packages into the bundle (the plugin is TypeScript, which Vite loads).
const { module: icons } = await runnerImport('./scripts/vite-plugins/icon-modules.ts', { configFile: false, logLevel: 'silent' });

// The command's file: dist/cli/quire.mjs, or the path given (the tests bundle their own copy); the bundle is beside it, as .cjs.
const outfile = process.argv[2] ?? 'dist/cli/quire.mjs';
if (!outfile.endsWith('.mjs')) throw new Error(`build-cli: the output file must end in .mjs (got ${outfile})`);
await build({
  entryPoints: ['src/cli/start.ts'],
  outfile: outfile.replace(/\.mjs$/, '.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Prefer ESM builds: jsonc-parser's UMD main requires its own files at run time.
  mainFields: ['module', 'main'],
  // The bundle's own URL, where modules read files beside it or hash it (cache-key.ts): CommonJS has no import.meta.
  define: { 'import.meta.url': '__quireBundleUrl' },
  // Strict first: esbuild's own "use strict" comes after the banner, where it is no directive.
  banner: { js: `'use strict';\nconst __quireBundleUrl = require('node:url').pathToFileURL(__filename).href;` },
  plugins: [icons.iconModulesEsbuildPlugin()],
  logLevel: 'warning',
});
await build({ entryPoints: ['src/cli/bundle-launcher.ts'], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
await chmod(outfile, 0o755);
