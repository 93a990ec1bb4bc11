import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { defaultClientConditions, defineConfig, rolldownVersion, runnerImport, version as viteVersion } from 'vite';
import type { Connect, Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The app and the preview are separate entries: the preview runs in a sandboxed iframe
// with an opaque origin, so it must be its own HTML page.

/**
 * The preview page's Content-Security-Policy. No inline script, no network, no plugins, no forms:
 * rendered pages are shown, never run. Images come from blob: URLs the runtime makes from the
 * bytes it receives (and https: for remote images a page links to). Styles come from the site's
 * stylesheet, a file of the preview page ('self'), and from the site's theme, which differs per site
 * and arrives as a <style> element with the rendered HTML ('unsafe-inline'). In development the
 * Vite client needs its HMR websocket.
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

/** A file of the preview page for the rendered site: where it is served, its content type and text. */
interface SiteFile {
  readonly fileName: string;
  readonly type: string;
  readonly text: string;
}

/**
 * The site's stylesheet and runtime, from core (the CSS and script an exported site loads): the
 * CSS every site page shares (the shell's and the components') and the rendered site's own runtime
 * (tabs, mode toggle, versions, copy buttons). They are files of the preview page, not part of each
 * rendered page, so the worker neither bundles nor sends them, and the CSP can allow the script as
 * 'self' without allowing inline script. In the build their names carry a hash of their text, as
 * Vite's own assets do, so a new deployment is never shown with a cached older stylesheet.
 */
async function loadSiteFiles(hashed: boolean): Promise<{ readonly stylesheet: SiteFile; readonly runtime: SiteFile }> {
  const entry = fileURLToPath(new URL('./src/core/site/index.ts', import.meta.url));
  const { module } = await runnerImport<{ siteRuntime(): string; siteStyles(): string }>(entry, { configFile: false, logLevel: 'silent' });
  const named = (stem: string, extension: string, text: string) => (hashed ? `assets/${stem}-${createHash('sha256').update(text).digest('hex').slice(0, 10)}${extension}` : `${stem}${extension}`);
  const styles = module.siteStyles();
  const runtime = module.siteRuntime();
  return {
    stylesheet: { fileName: named('quire-site', '.css', styles), type: 'text/css; charset=utf-8', text: styles },
    runtime: { fileName: named('quire-site-runtime', '.js', runtime), type: 'text/javascript; charset=utf-8', text: runtime },
  };
}

/** The preview page's own module script in preview.html: served as it is in development, replaced by a classic script in the build. */
const PREVIEW_MODULE_TAG = '<script type="module" src="/src/preview/runtime/main.ts"></script>';

/**
 * The preview page's runtime as one classic script (an IIFE bundle, `assets/quire-preview-<hash>.js`).
 * The preview is sandboxed without same-origin access, so its document has an opaque origin and
 * every module script it loads is fetched with CORS, which a plain static server (`python3 -m
 * http.server`, a default nginx) does not answer: the preview would stay empty. A classic script
 * without `crossorigin` is fetched like an image, so the built app works on any static host.
 */
async function buildPreviewRuntime(): Promise<SiteFile> {
  const entry = fileURLToPath(new URL('./src/preview/runtime/main.ts', import.meta.url));
  const result = await esbuild({ entryPoints: [entry], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false, legalComments: 'none', logLevel: 'silent' });
  const text = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return { fileName: `assets/quire-preview-${hash}.js`, type: 'text/javascript; charset=utf-8', text };
}

/**
 * Paths the preview page loads as module scripts in development: its own module graph and
 * nothing else (not `/@fs/`, not the rest of the source), so other opaque-origin documents
 * cannot read the project through the dev server.
 */
const previewDevPaths = ['/@vite/', '/@id/', '/src/preview/', '/node_modules/'];

/**
 * The preview entry: writes its CSP into preview.html and gives its opaque-origin document its
 * scripts. In development they are module scripts, which a sandboxed document fetches with CORS
 * (`Origin: null`), so the development server answers those requests (and only those: the
 * preview's script paths) with `Access-Control-Allow-Origin: *`. The build has classic scripts
 * only (see buildPreviewRuntime), so any static server will do.
 */
function previewEntry(): Plugin[] {
  let dev = false;
  let base = '/';
  let files: ReturnType<typeof loadSiteFiles> | undefined;
  const siteFiles = () => (files ??= loadSiteFiles(!dev));
  let runtimeBundle: Promise<SiteFile> | undefined;
  const previewRuntime = () => (runtimeBundle ??= buildPreviewRuntime());
  const allowOpaqueOrigin = (paths: readonly string[]): Connect.NextHandleFunction => (req, res, next) => {
    const url = req.url ?? '';
    if (req.headers.origin === 'null' && paths.some((p) => url.startsWith(p))) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  };
  // In the build, the module script goes before Vite bundles it: the classic script replaces it.
  const classicScript: Plugin = {
    name: 'quire:preview-classic-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) => (ctx.path.endsWith('/preview.html') ? html.replace(PREVIEW_MODULE_TAG, '') : html),
    },
  };
  const entry: Plugin = {
    name: 'quire:preview-entry',
    configResolved(config) {
      dev = config.command === 'serve' && !config.isProduction;
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(allowOpaqueOrigin(previewDevPaths.map((p) => `${base}${p.slice(1)}`)));
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const name = path.startsWith(base) ? path.slice(base.length) : '';
        if (!/^quire-site[\w-]*\.(css|js)$/.test(name)) return next();
        siteFiles().then(
          (loaded) => {
            const file = [loaded.stylesheet, loaded.runtime].find((f) => f.fileName === name);
            if (!file) return next();
            res.setHeader('Content-Type', file.type);
            res.end(file.text);
          },
          (error: unknown) => {
            files = undefined;
            next(error);
          },
        );
      });
      // The files come from core: serve the new text after core's site or render code changes.
      server.watcher.on('change', (file) => {
        if (/[\\/]src[\\/]core[\\/](site|render)[\\/]/.test(file)) files = undefined;
      });
    },
    async generateBundle() {
      const { stylesheet, runtime } = await siteFiles();
      for (const file of [stylesheet, runtime, await previewRuntime()]) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.text });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.path.endsWith('/preview.html')) return html;
        const { stylesheet, runtime } = await siteFiles();
        // The React plugin adds an inline refresh preamble to every page; the preview has no React
        // and its CSP forbids inline script.
        const withoutInline = html.replace(/<script type="module">[^<]*injectIntoGlobalHook[\s\S]*?<\/script>/g, '');
        const script = dev ? undefined : await previewRuntime();
        return {
          html: withoutInline.replace('__QUIRE_PREVIEW_CSP__', previewCsp(dev)),
          tags: [
            // The preview's own runtime, a classic script at the end of <body> (after the site's runtime).
            ...(script ? [{ tag: 'script', attrs: { src: `${base}${script.fileName}` }, injectTo: 'body' as const }] : []),
            // In the page's own <head>, so the first render is styled as soon as it arrives (no flash)
            // and later renders, which replace only what the rendered page puts in <head>, keep it.
            { tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${stylesheet.fileName}` }, injectTo: 'head' },
            // A classic script, run before the preview's own module so its click handlers come first.
            { tag: 'script', attrs: { src: `${base}${runtime.fileName}` }, injectTo: 'head' },
          ],
        };
      },
    },
  };
  return [classicScript, entry];
}

/**
 * Polyfills of what every browser the build targets (ES2022) has: their packages are replaced by
 * the native functions in the build (~2.4 KB gzip); and a table no code path of ours reads. Node
 * (tests, the CLI) keeps the packages.
 */
function nativeInsteadOfPolyfills(): Plugin {
  const modules: Readonly<Record<string, string>> = {
    // mdast-util-to-hast clones with it; the package itself calls the native structuredClone when there is one.
    '@ungap/structured-clone': 'export default (value) => structuredClone(value);',
    // LightningFS's text encoder loads it for the old Edge, which had no TextEncoder.
    'fast-text-encoding': 'export {};',
    // hast-util-to-html writes a character reference as a named one (`&copy;`) only when asked to
    // (useNamedReferences), which we never do: the table of names for that (~1.3 KB gzip) is unused.
    'character-entities-html4': 'export const characterEntitiesHtml4 = {};',
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

/** acorn's ES build: micromark imports it, and acorn-jsx (CommonJS) is pointed at it too (see the alias). */
const ACORN_ESM = fileURLToPath(new URL('./node_modules/acorn/dist/acorn.mjs', import.meta.url));

/**
 * remark-mdx's micromark extension builds its expression parser from acorn and acorn-jsx when it
 * is imported. In the build it gets core's stand-in instead (src/core/resources/lazy-acorn.ts),
 * which reads plain literals itself and loads acorn as a resource for anything more: ~35 KB gzip
 * off the worker's first load. Only for that importer: the resource imports the real packages.
 */
function lazyAcornForMdx(): Plugin {
  const lazy = fileURLToPath(new URL('./src/core/resources/lazy-acorn.ts', import.meta.url));
  const jsxStub = '\0quire-acorn-jsx-stub';
  return {
    name: 'quire:lazy-acorn-for-mdx',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]micromark-extension-mdxjs[\\/]/.test(importer)) return undefined;
      if (source === 'acorn' || source === ACORN_ESM) return lazy;
      if (source === 'acorn-jsx') return jsxStub;
      return undefined;
    },
    // The stand-in ignores the plugin it is extended with: the resource builds acorn with JSX itself.
    load: (id) => (id === jsxStub ? 'export default function acornJsx() { return (Parser) => Parser; }' : undefined),
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

/**
 * File names of the worker's chunks. Each bundled icon's data chunk (src/core/icons/icon-data) is
 * `assets/icons-<key>/<name>.js` instead of Vite's `assets/<name>-<hash>.js`, so the worker's table
 * of ~440 icon imports is repetitive text that gzip packs, where a content hash per entry is not
 * (~3 KB gzip less in the worker). Every other chunk keeps Vite's default name. The one <key> of all
 * icon chunks hashes the icon data files (names and bytes) and the Vite and Rolldown versions that
 * turn them into chunks, so it changes whenever an icon chunk's content can change and a cached
 * chunk is never served for different content.
 */
function workerChunkFileNames(): (chunk: { readonly moduleIds: readonly string[] }) => string {
  const dir = fileURLToPath(new URL('./src/core/icons/icon-data/', import.meta.url));
  const hash = createHash('sha256').update(`vite ${viteVersion}, rolldown ${rolldownVersion}\n`);
  for (const file of readdirSync(dir).sort()) {
    const bytes = readFileSync(`${dir}${file}`);
    hash.update(`${file} ${bytes.length}\n`).update(bytes);
  }
  const key = hash.digest('hex').slice(0, 10);
  const isIconData = (id: string) => /[\\/]src[\\/]core[\\/]icons[\\/]icon-data[\\/]/.test(id);
  return (chunk) => (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isIconData) ? `assets/icons-${key}/[name].js` : 'assets/[name]-[hash].js');
}

export default defineConfig(({ command }) => ({
  plugins: [react(), previewEntry(), nativeInsteadOfPolyfills(), lazyAcornForMdx()],
  resolve: {
    alias: [
      // acorn-jsx is CommonJS and requires acorn's CommonJS build, while micromark imports its ES
      // build: without this the worker would ship acorn twice (~34 KB gzip).
      { find: /^acorn$/, replacement: ACORN_ESM },
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
  worker: {
    format: 'es',
    plugins: () => [nativeInsteadOfPolyfills(), lazyAcornForMdx()],
    rollupOptions: {
      treeshake: pureModules,
      output: { chunkFileNames: workerChunkFileNames() },
    },
  },
}));
