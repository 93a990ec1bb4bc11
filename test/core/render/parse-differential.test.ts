import { join } from 'node:path';
import type { ElementContent, Root } from 'hast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseStable } from '../../../src/core/render/safety/parse-stable.ts';
import { files, hostileSite, markdown, markdownDifferential, mdx, mdxDifferential } from './hostile-inputs.ts';
import { corpusDir, corpusProjects, describeCorpus } from '../../setup/corpus.ts';
import { meantTree, parsedTree } from './parsed-tree.ts';

// Every tree the renderer serializes, with the HTML it became: a browser must parse that HTML
// back into the same tree (parse5 follows the HTML standard's tokenizer and tree builder).
const serialized = vi.hoisted(() => [] as { tree: Root | ElementContent | readonly ElementContent[]; html: string }[]);
vi.mock('../../../src/core/render/safety/serialize-html.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/core/render/safety/serialize-html.ts')>();
  return {
    ...real,
    serializeHtml: (...args: Parameters<typeof real.serializeHtml>) => {
      const html = real.serializeHtml(...args);
      serialized.push({ tree: args[0], html });
      return html;
    },
  };
});

// The test set-up loaded core before this file's mock existed: render with a fresh copy.
let render: typeof import('./render-helpers.ts').render;
beforeAll(async () => {
  vi.resetModules();
  await import('../../../src/core/index.ts');
  await (await import('../../../src/core/resources/index.ts')).loadAllResources();
  ({ render } = await import('./render-helpers.ts'));
});

/** The tree we meant and the tree a browser reads from our HTML, for every serialization while `run` renders. */
function trees(run: () => unknown): { meant: string; parsed: string }[] {
  serialized.length = 0;
  run();
  return serialized.map(({ tree, html }) => ({ meant: meantTree('length' in tree ? tree : [tree]), parsed: parsedTree(html) }));
}

const pages: [string, string, string][] = [
  ...[...mdx, ...mdxDifferential].map(([name, text]): [string, string, string] => [name, text, 'guides/page.mdx']),
  ...[...markdown, ...markdownDifferential].map(([name, text]): [string, string, string] => [name, text, 'guides/page.md']),
];

describe('hostile pages parse into the tree we built', () => {
  it.each(pages)('%s', (_, text, file) => {
    const all = trees(() => render(text, { files, file }));
    expect(all.length).toBeGreaterThan(0);
    for (const { meant, parsed } of all) expect(parsed).toBe(meant);
  });
});

describe('exported pages of a hostile site parse into the tree we built', () => {
  // Hostile docs.json values and pages: the shell (head, navigation, header) and the body.
  it('every page, with the links to the stylesheet and runtime', async () => {
    const { buildSiteModel } = await import('../../../src/core/site/site-model.ts');
    const { renderSitePage } = await import('../../../src/core/site/render-site-page.ts');
    const { DocsConfigSchema } = await import('../../../src/core/config/index.ts');
    const { MemoryProject } = await import('../../../src/core/project/project.ts');
    const site = buildSiteModel(DocsConfigSchema.parse(hostileSite.config), new MemoryProject(hostileSite.files));
    const assets = { kind: 'files', stylesheet: `/q.css?${hostileSite.value}`, script: '/q.js', scriptHash: "'sha256-abc='" } as const;
    for (const path of hostileSite.paths) {
      const all = trees(() => renderSitePage(site, path, { assets, pageUrl: (p) => `/${p}.html`, assetUrl: (p) => `/${p}` }));
      expect(all.some(({ parsed }) => parsed.startsWith('html:html'))).toBe(true);
      for (const { meant, parsed } of all) expect(parsed).toBe(meant);
    }
  });
});

describeCorpus('corpus', 'pages of the real projects parse into the tree we built', () => {
  // Every sixth page of each project (all of them, in both corpora, gave no difference once; that takes 40 s).
  const projects = corpusProjects('corpus');
  it.each(projects)('%s', async (name) => {
    const { loadProject } = await import('../../../src/cli/load-project.ts');
    const { renderPage } = await import('../../../src/core/render/index.ts');
    const project = await loadProject(join(corpusDir, name));
    const pages = project.list().filter((p, i) => /\.mdx?$/.test(p) && i % 6 === 0);
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const all = trees(() => renderPage(project.readText(file) ?? '', { project, file }));
      for (const { meant, parsed } of all) expect(parsed, file).toBe(meant);
    }
  });
});

describe('misnested HTML is rewritten into a tree the browser keeps', () => {
  const cases: [string, string, string, string][] = [
    ['a block in a paragraph', '<p><div>x</div></p>', 'guides/page.mdx', '<div class="q-as-p"><div>x</div></div>'],
    ['a table in a Markdown paragraph', 'text <table><tr><td>x</td></tr></table> more', 'guides/page.md', '<div class="q-as-p">text <table><tbody><tr><td>x</td></tr></tbody></table> more</div>'],
    ['a link in a link', '<a href="/a">1<a href="/b">2</a></a>', 'guides/page.mdx', '<p><a href="../a.html">1<span class="q-as-a">2</span></a></p>'],
    ['rows without tbody, text in a table', '<table>text<tr><td>x</td></tr></table>', 'guides/page.md', 'text<table><tbody><tr><td>x</td></tr></tbody></table>'],
    ['svg in a table', '<table><svg><circle r="1"/></svg></table>', 'guides/page.mdx', '<svg><circle r="1"></circle></svg><table></table>'],
    ['a heading in a heading', '<h2><h1>x</h1></h2>', 'guides/page.mdx', '<h2><span class="q-as-h1">x</span></h2>'],
    ['a button in a button', '<button><button>x</button></button>', 'guides/page.mdx', '<button><span class="q-as-button">x</span></button>'],
    ['an item in an item', '<ul><li>a<div><li>b</li></div></li></ul>', 'guides/page.md', '<ul><li>a<div><div class="q-as-li">b</div></div></li></ul>'],
    ['a row outside a table', '<tr><td>x</td></tr>', 'guides/page.mdx', 'x'],
  ];
  it.each(cases)('%s', (_, text, file, expected) => {
    serialized.length = 0;
    expect(render(text, { file }).html).toBe(expected);
    // The tree as given is not what the browser builds; the tree serializeHtml wrote is.
    for (const { tree, html } of serialized) {
      const nodes = 'length' in tree ? tree : tree.type === 'root' ? (tree.children as ElementContent[]) : [tree];
      expect(parsedTree(html)).not.toBe(meantTree(nodes));
      expect(parsedTree(html)).toBe(meantTree(parseStable(nodes)));
    }
  });
});
