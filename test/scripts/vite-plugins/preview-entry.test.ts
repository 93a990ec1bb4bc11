import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { diagramRuntime } from '../../../src/core/site/diagram-runtime.ts';
import { previewSearchScript } from '../../../src/core/site/search-runtime.ts';
import { previewCsp, previewEntry } from '../../../scripts/vite-plugins/preview-entry.ts';
import { buildPreviewRuntime, PREVIEW_MODULE_TAG } from '../../../scripts/vite-plugins/preview-runtime-script.ts';
import { loadSiteFiles } from '../../../scripts/vite-plugins/site-files.ts';

type Handler = (html: string, ctx: IndexHtmlTransformContext) => IndexHtmlTransformResult | Promise<IndexHtmlTransformResult>;

function transform(plugin: Plugin): Handler {
  const hook = plugin.transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error(`${plugin.name}: expected an ordered transformIndexHtml`);
  return hook.handler as Handler;
}

const ctx = (path: string) => ({ path, filename: path }) as IndexHtmlTransformContext;

describe('the preview entry', () => {
  it('has a CSP that allows no inline script, no network and (in development only) the HMR socket', () => {
    expect(previewCsp(false)).toBe("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob: data: https:; media-src blob: https:; font-src 'self' data: https:; frame-src https:; connect-src 'none'; base-uri 'none'; form-action 'none'; object-src 'none'");
    expect(previewCsp(true)).toContain("connect-src 'self' ws: wss:;");
  });

  it("in the build, replaces preview.html's module script by the classic runtime script and adds the site's hashed files", async () => {
    const [classic, entry] = previewEntry();
    if (!classic || !entry) throw new Error('two plugins expected');
    expect([classic.name, classic.apply, entry.name]).toEqual(['quire:preview-classic-script', 'build', 'quire:preview-entry']);
    (entry.configResolved as (config: Partial<ResolvedConfig>) => void)({ command: 'build', isProduction: true, base: '/app/' });
    const page = `<head><meta http-equiv="Content-Security-Policy" content="__QUIRE_PREVIEW_CSP__"><script type="module">import.meta.hot; injectIntoGlobalHook(window)</script></head><body>${PREVIEW_MODULE_TAG}</body>`;
    const withoutModule = await transform(classic)(page, ctx('/src/preview/preview.html'));
    expect(withoutModule).toBe(page.replace(PREVIEW_MODULE_TAG, ''));
    expect(await transform(classic)(page, ctx('/index.html'))).toBe(page);
    const { stylesheet, runtime, diagrams, search } = await loadSiteFiles(true);
    const script = await buildPreviewRuntime();
    expect(await transform(entry)(String(withoutModule), ctx('/src/preview/preview.html'))).toEqual({
      html: `<head><meta http-equiv="Content-Security-Policy" content="${previewCsp(false)}"></head><body></body>`,
      tags: [
        { tag: 'script', attrs: { src: `/app/${script.fileName}` }, injectTo: 'body' },
        { tag: 'link', attrs: { rel: 'stylesheet', href: `/app/${stylesheet.fileName}` }, injectTo: 'head' },
        { tag: 'script', attrs: { src: `/app/${runtime.fileName}` }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'quire-diagram-script', content: `/app/${diagrams.fileName}` }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'quire-search-script', content: `/app/${search.fileName}` }, injectTo: 'head' },
      ],
    });
    expect(await transform(entry)(page, ctx('/index.html'))).toBe(page);
    // The diagram script: mermaid's bundle, then the diagram runtime, under a hashed name.
    expect(diagrams.fileName).toMatch(/^assets\/quire-site-diagrams-[0-9a-f]{10}\.js$/);
    expect(diagrams.text.endsWith(`\n${diagramRuntime}`)).toBe(true);
    // The search script: core's playground search dialog (the worker answers its queries), under a hashed name.
    expect(search.fileName).toMatch(/^assets\/quire-site-search-[0-9a-f]{10}\.js$/);
    expect(search.text).toBe(previewSearchScript());
  });
});
