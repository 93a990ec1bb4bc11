import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { coreAliases, coreConditions } from './scripts/vite-plugins/core-aliases.ts';
import { iconModulesPlugin } from './scripts/vite-plugins/icon-modules.ts';
import { lazyAcornForMdx } from './scripts/vite-plugins/lazy-acorn-for-mdx.ts';
import { nativeInsteadOfPolyfills } from './scripts/vite-plugins/native-instead-of-polyfills.ts';
import { previewEntry } from './scripts/vite-plugins/preview-entry.ts';
import { serviceWorker } from './scripts/vite-plugins/service-worker.ts';
import { starterRulesFile } from './scripts/vite-plugins/starter-rules-file.ts';
import { workerEntryPreloads } from './scripts/vite-plugins/worker-entry-preloads.ts';

// What the build swaps or adds (the preview entry and its files, the stand-ins of the worker's
// bundle, the icon modules generated from the icon packages) lives in scripts/vite-plugins, one
// tested module each.

/**
 * Core and workspace are pure (importing a module of theirs does nothing but define things): a
 * module that a bundle does not use must not reach it just because the folder's index re-exports
 * it. The validator and the renderer stay out of the app, the JSON Schema built for the editor out
 * of the worker, and what the app loads on demand (the starter project, the navigation rename code
 * with its JSON parser) out of its first chunk.
 */
const pureModules = { moduleSideEffects: (id: string) => !/[\\/]src[\\/](core|workspace)[\\/]/.test(id) };

export default defineConfig(({ command }) => ({
  plugins: [react(), previewEntry(), nativeInsteadOfPolyfills(), lazyAcornForMdx(), iconModulesPlugin(), serviceWorker(), starterRulesFile()],
  resolve: {
    alias: coreAliases(command),
    conditions: coreConditions,
  },
  // The worker's dependencies are found from its entry too, so the first visit in development
  // does not stop to re-optimize and reload.
  optimizeDeps: { entries: ['index.html', 'validate/index.html', 'src/preview/preview.html', 'src/worker/worker-main.ts'] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist/app',
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html', preview: 'src/preview/preview.html', validate: 'validate/index.html' },
      treeshake: pureModules,
    },
  },
  worker: {
    format: 'es',
    plugins: () => [nativeInsteadOfPolyfills(), lazyAcornForMdx(), iconModulesPlugin(), workerEntryPreloads()],
    rollupOptions: { treeshake: pureModules },
  },
}));
