import { describe, expect, it } from 'vitest';
import { inPreviewGraph, moduleScriptSources } from '../../../scripts/vite-plugins/preview-module-graph.ts';
import type { GraphModule, ModuleLookup } from '../../../scripts/vite-plugins/preview-module-graph.ts';

interface FakeModule extends GraphModule {
  readonly importers: Set<FakeModule>;
}

/** A module graph of URLs to modules, where `aliases` are other URLs the same module is asked for by. */
function graph(edges: Readonly<Record<string, readonly string[]>>, aliases: Readonly<Record<string, string>> = {}): ModuleLookup {
  const modules = new Map<string, FakeModule>();
  const module = (url: string) => modules.get(url) ?? modules.set(url, { url, importers: new Set() }).get(url)!;
  for (const [importer, imported] of Object.entries(edges)) for (const url of imported) module(url).importers.add(module(importer));
  return { getModuleByUrl: (url) => Promise.resolve(modules.get(aliases[url.split('?')[0] ?? url] ?? url.split('?')[0] ?? url)) };
}

describe("the preview's module graph", () => {
  const roots = new Set(['/@vite/client', '/src/preview/runtime/main.ts']);
  const modules = graph(
    {
      '/@vite/client.mjs': ['/node_modules/vite/dist/client/env.mjs'],
      '/src/preview/runtime/main.ts': ['/src/preview/runtime/preview-runtime.ts'],
      '/src/preview/runtime/preview-runtime.ts': ['/src/core/protocol/parse-message.ts'],
      '/src/core/protocol/parse-message.ts': ['/node_modules/.vite/deps/zod.js'],
      '/src/app/main.tsx': ['/src/core/protocol/parse-message.ts', '/src/app/App.tsx'],
      '/src/app/App.tsx': ['/src/app/main.tsx'],
    },
    { '/@vite/client': '/@vite/client.mjs' },
  );

  it('has the preview page’s module scripts, also before the graph knows them', async () => {
    expect(await inPreviewGraph(modules, '/src/preview/runtime/main.ts', roots)).toBe(true);
    expect(await inPreviewGraph(graph({}), '/src/preview/runtime/main.ts?t=1', roots)).toBe(true);
  });

  it('has every module they import, directly or not, also when an app module imports it too', async () => {
    expect(await inPreviewGraph(modules, '/src/preview/runtime/preview-runtime.ts', roots)).toBe(true);
    expect(await inPreviewGraph(modules, '/src/core/protocol/parse-message.ts?import', roots)).toBe(true);
    expect(await inPreviewGraph(modules, '/node_modules/.vite/deps/zod.js?v=1234abcd', roots)).toBe(true);
    // Vite's client is asked for as /@vite/client; the graph knows it as /@vite/client.mjs.
    expect(await inPreviewGraph(modules, '/node_modules/vite/dist/client/env.mjs', roots)).toBe(true);
  });

  it('has no module only the app imports (through a cycle too), and none the graph does not know', async () => {
    expect(await inPreviewGraph(modules, '/src/app/main.tsx', roots)).toBe(false);
    expect(await inPreviewGraph(modules, '/src/app/App.tsx', roots)).toBe(false);
    expect(await inPreviewGraph(modules, '/@fs/etc/passwd', roots)).toBe(false);
    expect(await inPreviewGraph(modules, '/src/preview/runtime/main.ts', new Set())).toBe(false);
  });
});

describe('moduleScriptSources', () => {
  it('lists the src of module scripts only, in order, however the attributes are quoted', () => {
    const html = `<head><script type="module" src="/@vite/client"></script><script src="/quire-site-runtime.js"></script></head>
<body><script src='/src/a.ts' type='module'></script><script type=module src=/src/b.ts></script><script type="module">inline()</script></body>`;
    expect(moduleScriptSources(html)).toEqual(['/@vite/client', '/src/a.ts', '/src/b.ts']);
  });
});
