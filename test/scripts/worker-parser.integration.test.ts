import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePage } from '../../src/core/page/parse-page.ts';
import { loadAllResources } from '../../src/core/resources/index.ts';
import { coreAliases, coreConditions } from '../../scripts/vite-plugins/core-aliases.ts';
import { lazyAcornForMdx } from '../../scripts/vite-plugins/lazy-acorn-for-mdx.ts';
import { nativeInsteadOfPolyfills } from '../../scripts/vite-plugins/native-instead-of-polyfills.ts';
import { repositoryPath } from '../../scripts/vite-plugins/repository-path.ts';

// The worker does not parse with the packages Node uses: the build gives remark-mdx a stand-in for
// acorn and micromark a resource for the entity table. This builds core's page parser with the same
// plugins, aliases and conditions as vite.config.ts gives the worker, and parses pages with it and
// with Node's core: the trees, positions and diagnostics must be the same.

type Parse = typeof parsePage;
interface Bundle {
  readonly parsePage: Parse;
  readonly loadAllResources: () => Promise<void>;
}

const outDir = repositoryPath(`node_modules/.cache/quire-test-worker-parse/${process.pid}`);
let bundle: Bundle;

beforeAll(async () => {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    plugins: [nativeInsteadOfPolyfills(), lazyAcornForMdx()],
    resolve: { alias: coreAliases('build'), conditions: coreConditions },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'es2022',
      lib: { entry: repositoryPath('test/scripts/worker-parse-entry.ts'), formats: ['es'], fileName: 'worker-parse' },
    },
  });
  bundle = (await import(pathToFileURL(join(outDir, 'worker-parse.js')).href)) as Bundle;
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

const pages: Readonly<Record<string, string>> = {
  'expressions.mdx': [
    '---',
    'title: "Expressions"',
    '---',
    'import { Thing } from "./snippets/thing.mdx";',
    'export const answer = 42;',
    '',
    '<CardGroup cols={2}>',
    '  <Card title="One" icon="rocket" href="/one">A {1 + 2} card.</Card>',
    '  <Card title={"Two"} style={{ color: "red", width: 10 }}>{/* a comment */}</Card>',
    '</CardGroup>',
    '',
    'Inline {answer} and {true} and {null} and {"text"} and {[1, 2].length}.',
    '',
    '{/* only a comment */}',
    '',
    '<Tabs>{items.map((item) => <Tab title={item}>{item}</Tab>)}</Tabs>',
    '',
  ].join('\n'),
  'entities.mdx': ['# Entities &amp; more', '', 'Copyright &copy; 2026, &#169; &#xA9; &nbsp;x &notanentity; &AElig; &frac12;', '', '<p title="&quot;quoted&quot; &lt;b&gt;">&hellip;</p>', ''].join('\n'),
  'gfm.md': [
    '| Name | Value |',
    '| :--- | ----: |',
    '| a | ~~old~~ new |',
    '',
    '- [x] done',
    '- [ ] todo',
    '',
    'See https://example.com and www.example.org, a footnote[^1].',
    '',
    '[^1]: The note &copy;.',
    '',
  ].join('\n'),
  'broken.mdx': ['# Broken', '', '<Card title="x">', '', 'never closed {1 +', ''].join('\n'),
};

const view = (parse: Parse, file: string, text: string) => JSON.parse(JSON.stringify((({ ok, tree, diagnostics }) => ({ ok, tree, diagnostics }))(parse(file, text)))) as unknown;

describe("the worker's page parser, as the app's build bundles it", () => {
  it('parses expressions, entities, GFM and a syntax error to the same trees and diagnostics as Node', async () => {
    await loadAllResources();
    await bundle.loadAllResources();
    for (const [file, text] of Object.entries(pages)) {
      expect(view(bundle.parsePage, file, text), file).toEqual(view(parsePage, file, text));
    }
  });

  it('gives the final parse only once the resources a page needs have loaded, and reads plain literals without acorn', async () => {
    const fresh = (await import(`${pathToFileURL(join(outDir, 'worker-parse.js')).href}?fresh`)) as Bundle;
    const literals = '<CardGroup cols={2}>\n  <Card title="One">Text</Card>\n</CardGroup>\n';
    expect(view(fresh.parsePage, 'literals.mdx', literals)).toEqual(view(parsePage, 'literals.mdx', literals));
    const page = fresh.parsePage('entities.mdx', pages['entities.mdx'] ?? '');
    expect(page.provisional).toBe(true);
    await fresh.loadAllResources();
    expect(view(fresh.parsePage, 'entities.mdx', pages['entities.mdx'] ?? '')).toEqual(view(parsePage, 'entities.mdx', pages['entities.mdx'] ?? ''));
  });
});
