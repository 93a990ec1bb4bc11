import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, runnerImport } from 'vite';
import type { Connect, Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The app and the preview are separate entries: the preview runs in a sandboxed iframe
// with an opaque origin, so it must be its own HTML page.

/**
 * The preview page's Content-Security-Policy. No inline script, no network, no plugins, no forms:
 * rendered pages are shown, never run. Images come from blob: URLs the runtime makes from the
 * bytes it receives (and https: for remote images a page links to); styles are inline because the
 * site theme arrives as a <style> element with the rendered HTML. In development the Vite client
 * needs its HMR websocket.
 */
function previewCsp(dev: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data: https:",
    "media-src blob: https:",
    "font-src 'self' data: https:",
    "frame-src https:",
    `connect-src ${dev ? "'self' ws: wss:" : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Where the preview page loads the rendered site's own runtime (tabs, mode toggle, versions, copy buttons) from. */
const SITE_RUNTIME_FILE = 'quire-site-runtime.js';

/**
 * The site runtime's text, from core (the same script an exported site runs). It is served as a
 * file so the preview's CSP can allow it as 'self' without allowing inline script.
 */
async function loadSiteRuntime(): Promise<string> {
  const entry = fileURLToPath(new URL('./src/core/site/index.ts', import.meta.url));
  const { module } = await runnerImport<{ siteRuntime(): string }>(entry, { configFile: false, logLevel: 'silent' });
  return module.siteRuntime();
}

/**
 * Paths the preview page loads as module scripts in development: its own module graph and
 * nothing else (not `/@fs/`, not the rest of the source), so other opaque-origin documents
 * cannot read the project through the dev server.
 */
const previewDevPaths = ['/@vite/', '/@id/', '/src/preview/', '/node_modules/'];

/**
 * The preview entry: writes its CSP into preview.html and lets its opaque-origin document load
 * its own module scripts. A sandboxed document's requests carry `Origin: null`, and module
 * scripts are fetched with CORS, so the app's server answers those requests (and only those:
 * the preview's script paths) with `Access-Control-Allow-Origin: *`. The built assets are
 * public files anyway.
 */
function previewEntry(): Plugin {
  let dev = false;
  let base = '/';
  let runtime: Promise<string> | undefined;
  const siteRuntime = () => (runtime ??= loadSiteRuntime());
  const allowOpaqueOrigin = (paths: readonly string[]): Connect.NextHandleFunction => (req, res, next) => {
    const url = req.url ?? '';
    if (req.headers.origin === 'null' && paths.some((p) => url.startsWith(p))) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  };
  return {
    name: 'quire:preview-entry',
    configResolved(config) {
      dev = config.command === 'serve' && !config.isProduction;
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(allowOpaqueOrigin(previewDevPaths.map((p) => `${base}${p.slice(1)}`)));
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${base}${SITE_RUNTIME_FILE}`) return next();
        siteRuntime().then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.end(code);
          },
          (error: unknown) => {
            runtime = undefined;
            next(error);
          },
        );
      });
      // The runtime comes from core: serve the new text after core's site or render code changes.
      server.watcher.on('change', (file) => {
        if (/[\\/]src[\\/]core[\\/](site|render)[\\/]/.test(file)) runtime = undefined;
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: SITE_RUNTIME_FILE, source: await siteRuntime() });
    },
    configurePreviewServer(server) {
      server.middlewares.use(allowOpaqueOrigin([`${base}assets/`]));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.path.endsWith('/preview.html')) return html;
        // The React plugin adds an inline refresh preamble to every page; the preview has no React
        // and its CSP forbids inline script.
        const withoutInline = html.replace(/<script type="module">[^<]*injectIntoGlobalHook[\s\S]*?<\/script>/g, '');
        return {
          html: withoutInline.replace('__QUIRE_PREVIEW_CSP__', previewCsp(dev)),
          // A classic script, run before the preview's own module so its click handlers come first.
          tags: [{ tag: 'script', attrs: { src: `${base}${SITE_RUNTIME_FILE}` }, injectTo: 'head' }],
        };
      },
    },
  };
}

/**
 * Polyfills of what every browser the build targets (ES2022) has: their packages are replaced by
 * the native functions in the build (~2.4 KB gzip). Node (tests, the CLI) keeps the packages.
 */
function nativeInsteadOfPolyfills(): Plugin {
  const modules: Readonly<Record<string, string>> = {
    // mdast-util-to-hast clones with it; the package itself calls the native structuredClone when there is one.
    '@ungap/structured-clone': 'export default (value) => structuredClone(value);',
    // LightningFS's text encoder loads it for the old Edge, which had no TextEncoder.
    'fast-text-encoding': 'export {};',
  };
  const prefix = '\0quire-native:';
  return {
    name: 'quire:native-instead-of-polyfills',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (Object.hasOwn(modules, id) ? prefix + id : undefined),
    load: (id) => (id.startsWith(prefix) ? modules[id.slice(prefix.length)] : undefined),
  };
}

/**
 * Core and workspace are pure (importing a module of theirs does nothing but define things): a
 * module that a bundle does not use must not reach it just because the folder's index re-exports
 * it. The validator and the renderer stay out of the app, the JSON Schema built for the editor out
 * of the worker, and what the app loads on demand (the starter project, the navigation rename code
 * with its JSON parser) out of its first chunk.
 */
const pureModules = { moduleSideEffects: (id: string) => !/[\\/]src[\\/](core|workspace)[\\/]/.test(id) };

export default defineConfig(({ command }) => ({
  plugins: [react(), previewEntry(), nativeInsteadOfPolyfills()],
  resolve: {
    alias: [
      // acorn-jsx is CommonJS and requires acorn's CommonJS build, while micromark imports its ES
      // build: without this the worker would ship acorn twice (~34 KB gzip).
      { find: /^acorn$/, replacement: fileURLToPath(new URL('./node_modules/acorn/dist/acorn.mjs', import.meta.url)) },
      // The HTML entity table (~11 KB gzip) is a resource the worker loads when a page first uses a
      // named reference such as `&copy;` (src/core/resources/named-character-reference.ts). Only in
      // the build: the development server pre-bundles micromark and would give that module its own
      // copy of the resource registry, so there the package with its table is used.
      ...(command === 'build'
        ? [{ find: /^decode-named-character-reference$/, replacement: fileURLToPath(new URL('./src/core/resources/named-character-reference.ts', import.meta.url)) }]
        : []),
    ],
    // Core runs in a worker, where there is no DOM: packages with a `worker` build (such as
    // decode-named-character-reference, whose `browser` build needs a document) must use it.
    conditions: ['worker', ...defaultClientConditions],
  },
  // The worker's dependencies are found from its entry too, so the first visit in development
  // does not stop to re-optimize and reload.
  optimizeDeps: { entries: ['index.html', 'src/preview/preview.html', 'src/worker/worker-main.ts'] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist/app',
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html', preview: 'src/preview/preview.html' },
      treeshake: pureModules,
    },
  },
  worker: { format: 'es', plugins: () => [nativeInsteadOfPolyfills()], rollupOptions: { treeshake: pureModules } },
}));
