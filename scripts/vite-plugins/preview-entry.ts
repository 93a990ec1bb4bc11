import type { Connect, Plugin, ViteDevServer } from 'vite';
import { inPreviewGraph, moduleScriptSources } from './preview-module-graph.ts';
import { buildPreviewRuntime, PREVIEW_MODULE_TAG } from './preview-runtime-script.ts';
import { loadSiteFiles } from './site-files.ts';
import type { SiteFile } from './site-files.ts';

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
export function previewCsp(dev: boolean): string {
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

/**
 * The preview entry: writes its CSP into preview.html and gives its opaque-origin document its
 * scripts. In development they are module scripts, which a sandboxed document fetches with CORS
 * (`Origin: null`), so the development server answers those requests with
 * `Access-Control-Allow-Origin: *`, and only for the preview's module graph: preview.html's module
 * scripts and what they import, directly or not, as Vite's module graph records it. No list of
 * paths has to follow the preview's imports, and no other opaque-origin document can read the rest
 * of the project through the dev server (not `/@fs/`, not other source files). The build has
 * classic scripts only (see buildPreviewRuntime), so any static server will do.
 */
export function previewEntry(): Plugin[] {
  let dev = false;
  let base = '/';
  let files: ReturnType<typeof loadSiteFiles> | undefined;
  const siteFiles = () => (files ??= loadSiteFiles(!dev));
  let runtimeBundle: Promise<SiteFile> | undefined;
  const previewRuntime = () => (runtimeBundle ??= buildPreviewRuntime());
  // The module scripts of the preview page as last served (Vite's client among them), without the base.
  let previewRoots = new Set<string>();
  const withoutBase = (url: string) => (url.startsWith(base) ? `/${url.slice(base.length)}` : url);
  const allowPreviewModules = (server: ViteDevServer): Connect.NextHandleFunction => (req, res, next) => {
    if (req.headers.origin !== 'null' || req.url === undefined) return next();
    inPreviewGraph(server.environments.client.moduleGraph, withoutBase(req.url), previewRoots)
      .catch(() => false)
      .then((allowed) => {
        if (allowed) res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      }, next);
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
      server.middlewares.use(allowPreviewModules(server));
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const name = path.startsWith(base) ? path.slice(base.length) : '';
        if (!/^quire-site[\w-]*\.(css|js)$/.test(name)) return next();
        siteFiles().then(
          (loaded) => {
            const file = [loaded.stylesheet, loaded.runtime, loaded.diagrams, loaded.search].find((f) => f.fileName === name);
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
      const { stylesheet, runtime, diagrams, search } = await siteFiles();
      for (const file of [stylesheet, runtime, diagrams, search, await previewRuntime()]) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.text });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.path.endsWith('/preview.html')) return html;
        if (dev) previewRoots = new Set(moduleScriptSources(html).map(withoutBase));
        const { stylesheet, runtime, diagrams, search } = await siteFiles();
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
            // Where the diagram script is, which the preview loads for the first page with a diagram (see installDiagramLoader).
            { tag: 'meta', attrs: { name: 'quire-diagram-script', content: `${base}${diagrams.fileName}` }, injectTo: 'head' },
            // Where the search script is, which the preview loads the first time the reader searches (see installSearchLoader).
            { tag: 'meta', attrs: { name: 'quire-search-script', content: `${base}${search.fileName}` }, injectTo: 'head' },
          ],
        };
      },
    },
  };
  return [classicScript, entry];
}
