// The peers of a cold `quire build`: a fresh Node process that compiles every page of a project
// with @mdx-js/mdx (remark-gfm and remark-frontmatter, as an MDX docs site configures it), one
// after another, as an MDX site build would. With `--render` it also runs each compiled page and
// renders it to HTML with React's renderToString, which is what an MDX site generator pays per page.
// Unknown JSX names (the site's components) get stub components that render their children, and
// imports are left out (their names stubbed too), so a page fails only on what MDX itself rejects.
// Prints {pages, failed}.
import { compile, run } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

const root = process.argv[2];
const render = process.argv.includes('--render');
const pages = readdirSync(root, { recursive: true })
  .map(String)
  .filter((p) => /\.mdx?$/.test(p) && !/(^|\/)(_?snippets|node_modules|\.[^/]*)\//.test(p) && !/(^|\/)(README|LICENSE)\.md$/i.test(p));

const runtime = render ? await import('react/jsx-runtime') : undefined;
const { createElement } = render ? await import('react') : {};
const { renderToString } = render ? await import('react-dom/server') : {};

/** A component that renders its children in a div, with every member (`Foo.Bar`) a stub too. */
function stub() {
  const component = (props) => createElement('div', null, props.children);
  return new Proxy(component, { get: (target, key) => (typeof key === 'string' && /^[A-Z]/.test(key) ? stub() : target[key]) });
}

/** Drops `import` statements (snippets, which a runner would resolve) and stubs the names they bound. */
function dropImports(names) {
  return () => (tree) => {
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      const body = node.data?.estree?.body ?? [];
      if (!body.every((s) => s.type === 'ImportDeclaration')) return true;
      for (const s of body) for (const spec of s.specifiers) names.add(spec.local.name);
      return false;
    });
  };
}

let failed = 0;
for (const page of pages) {
  try {
    const text = readFileSync(join(root, page), 'utf8');
    if (!render) {
      await compile(text, { remarkPlugins: [remarkGfm, remarkFrontmatter] });
      continue;
    }
    const imported = new Set();
    const code = await compile(text, { remarkPlugins: [remarkGfm, remarkFrontmatter, dropImports(imported)], outputFormat: 'function-body' });
    const { default: Content } = await run(String(code), { ...runtime, baseUrl: import.meta.url });
    const components = {};
    for (const name of new Set([...imported, ...[...text.matchAll(/<([A-Z][\w]*)/g)].map((m) => m[1])])) components[name] = stub();
    renderToString(createElement(Content, { components }));
  } catch {
    failed++;
  }
}
process.stdout.write(JSON.stringify({ pages: pages.length, failed }) + '\n');
