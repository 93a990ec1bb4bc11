import { defineConfig } from 'vite';
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

/** Paths the preview page loads as module scripts in development (its own module graph). */
const previewDevPaths = ['/@vite/', '/src/preview/', '/src/core/', '/node_modules/', '/@id/', '/@fs/'];

/**
 * The preview entry: writes its CSP into preview.html and lets its opaque-origin document load
 * its own module scripts. A sandboxed document's requests carry `Origin: null`, and module
 * scripts are fetched with CORS, so the app's server answers those requests (and only those:
 * the preview's script paths) with `Access-Control-Allow-Origin: *`. The built assets are
 * public files anyway.
 */
function previewEntry(): Plugin {
  let dev = false;
  const allowOpaqueOrigin = (paths: readonly string[]): Connect.NextHandleFunction => (req, res, next) => {
    const url = req.url ?? '';
    if (req.headers.origin === 'null' && paths.some((p) => url.startsWith(p))) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  };
  return {
    name: 'quire:preview-entry',
    configResolved(config) {
      dev = config.command === 'serve' && !config.isProduction;
    },
    configureServer(server) {
      server.middlewares.use(allowOpaqueOrigin(previewDevPaths));
    },
    configurePreviewServer(server) {
      server.middlewares.use(allowOpaqueOrigin(['/assets/']));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.path.endsWith('/preview.html')) return html;
        // The React plugin adds an inline refresh preamble to every page; the preview has no React
        // and its CSP forbids inline script.
        const withoutInline = html.replace(/<script type="module">[^<]*injectIntoGlobalHook[\s\S]*?<\/script>/g, '');
        return withoutInline.replace('__QUIRE_PREVIEW_CSP__', previewCsp(dev));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), previewEntry()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist/app',
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html', preview: 'preview.html' },
    },
  },
  worker: { format: 'es' },
});
