import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { planExport } from '../../../src/core/site/export-site.ts';
import { exportSite } from './export-site-files.ts';
import { exportStyles, siteRuntime, siteRuntimeHash } from '../../../src/core/site/site-assets.ts';
import { page } from './site-fixture.ts';

/** The runtime's script tag as a page at `prefix` links it: allowed by the hash it carries as its integrity. */
const runtimeTag = (prefix: string) => `<script src="${prefix}_quire/quire-runtime.js" integrity="${siteRuntimeHash().replace(/'/g, '')}"></script>`;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
const docsJson = JSON.stringify({
  name: 'Acme',
  logo: '/images/logo.png',
  navigation: [
    { group: 'Start', pages: ['intro', 'broken'] },
    { group: 'Guides', pages: ['guides/setup', 'missing'] },
  ],
});
const project = () =>
  new MemoryProject({
    'docs.json': docsJson,
    'intro.mdx': page('Introduction', '', 'Read [setup](/guides/setup).'),
    'broken.mdx': page('Broken', '', '<Note>\nnever closed'),
    'guides/setup.mdx': page('Set up', '', '![Logo](../images/logo.png)\n\nBack to [intro](../intro#top).'),
    'orphan.mdx': page('Not in navigation'),
    'snippets/part.mdx': 'A snippet.',
    'images/logo.png': png,
    'openapi.json': '{"openapi":"3.1.0"}',
    '.github/workflows/ci.yml': 'on: push',
    'node_modules/x/index.js': '',
  });

describe('exportSite on a small project', () => {
  it('writes one HTML file per page (the one in no navigation too), index.html, 404.html, the stylesheet, the runtime and the assets', () => {
    const result = exportSite(project());
    expect(result.pages).toBe(4);
    expect([...result.files.keys()].sort()).toEqual(['404.html', '_quire/quire-runtime.js', '_quire/quire.css', 'broken.html', 'guides/setup.html', 'images/logo.png', 'index.html', 'intro.html', 'openapi.json', 'orphan.html']);
    expect(result.files.get('images/logo.png')).toEqual(png);
    expect(result.files.get('_quire/quire-runtime.js')).toBe(siteRuntime());
    expect(result.files.get('_quire/quire.css')).toBe(exportStyles());
  });

  it('links pages, assets and the runtime relatively', () => {
    const files = exportSite(project()).files;
    const setup = String(files.get('guides/setup.html'));
    expect(setup).toContain('src="../images/logo.png"');
    expect(setup).toContain('href="../intro.html#top"');
    expect(setup).toContain('<link rel="stylesheet" href="../_quire/quire.css">');
    expect(setup).toContain(runtimeTag('../'));
    expect(setup).toContain('<a class="q-nav-link" href="../broken.html">');
    const intro = String(files.get('intro.html'));
    expect(intro).toContain('href="guides/setup.html"');
    expect(intro).toContain('<a class="q-logo" href="intro.html"><img class="q-logo-img" src="images/logo.png" alt="Acme"></a>');
    expect(String(files.get('index.html'))).toContain('<h1 class="q-page-title">Introduction</h1>');
    expect(String(files.get('index.html'))).toContain(runtimeTag(''));
  });

  it('still exports a broken page, with an error panel and build/page-failed, and the pages after it', () => {
    const result = exportSite(project());
    expect(String(result.files.get('broken.html'))).toContain('<h1 class="q-page-title">Broken</h1>');
    expect(result.diagnostics.filter((d) => d.code === 'build/page-failed').map((d) => [d.file, d.severity])).toEqual([['broken.mdx', 'error']]);
    expect(String(result.files.get('guides/setup.html'))).toContain('<h1 class="q-page-title">Set up</h1>');
  });

  it('writes a 404 page without scripts that links home from the root, since hosts serve it at nested missing URLs', () => {
    const notFound = String(exportSite(project()).files.get('404.html'));
    expect(notFound).toContain('<title>Page not found · Acme</title>');
    expect(notFound).toContain('script-src &#x27;none&#x27;');
    expect(notFound).toContain('<a class="q-cta" href="/index.html">Go to the home page</a>');
    expect(notFound).not.toContain('<script');
  });

  it('links the 404 page home under basePath, for a site served from a sub-folder or another origin', () => {
    const home = (basePath: string) => /<a class="q-cta" href="([^"]*)"/.exec(String(exportSite(project(), { basePath }).files.get('404.html')))?.[1];
    expect(home('/docs/')).toBe('/docs/index.html');
    expect(home('/docs')).toBe('/docs/index.html');
    expect(home('docs')).toBe('/docs/index.html');
    expect(home('https://acme.dev/docs')).toBe('https://acme.dev/docs/index.html');
  });

  it('renders a 404 page of the project with every URL from the base path, and keeps other pages relative', () => {
    const files = exportSite(
      new MemoryProject({
        'docs.json': JSON.stringify({ name: 'A', logo: 'img/logo.svg', navigation: [{ group: 'G', pages: ['intro', 'guides/a', '404'] }] }),
        'intro.mdx': page('Intro'),
        'guides/a.mdx': page('A', '', '![Logo](/img/logo.svg)'),
        '404.mdx': page('Lost', '', 'See [the guide](/guides/a) or ![Logo](/img/logo.svg).'),
        'img/logo.svg': '<svg/>',
      }),
      { basePath: '/docs/' },
    ).files;
    const notFound = String(files.get('404.html'));
    expect(notFound).toContain('<h1 class="q-page-title">Lost</h1>');
    expect(notFound).toContain('<link rel="stylesheet" href="/docs/_quire/quire.css">');
    expect(notFound).toContain(runtimeTag('/docs/'));
    expect(notFound).toContain('<a class="q-logo" href="/docs/intro.html"><img class="q-logo-img" src="/docs/img/logo.svg" alt="A"></a>');
    expect(notFound).toContain('href="/docs/guides/a.html"');
    expect(notFound).not.toMatch(/(?:href|src)="(?!\/docs\/|#|https?:)/);
    const guide = String(files.get('guides/a.html'));
    expect(guide).toContain('<link rel="stylesheet" href="../_quire/quire.css">');
    expect(guide).toContain('<a class="q-nav-link" href="../404.html">');
  });

  it('names the index page index.html and does not duplicate it', () => {
    const result = exportSite(new MemoryProject({ 'docs.json': JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['a', 'index'] }] }), 'a.mdx': page('A'), 'index.mdx': page('Home') }));
    expect([...result.files.keys()].filter((f) => f.endsWith('.html')).sort()).toEqual(['404.html', 'a.html', 'index.html']);
    expect(String(result.files.get('index.html'))).toContain('<h1 class="q-page-title">Home</h1>');
  });

  it('renders a home page from a subfolder again as index.html, with links from the root', () => {
    const result = exportSite(new MemoryProject({ 'docs.json': JSON.stringify({ name: 'A', logo: 'logo.svg', navigation: [{ group: 'G', pages: ['start/here', 'b'] }] }), 'start/here.mdx': page('Here'), 'b.mdx': page('B'), 'logo.svg': '<svg/>' }));
    expect(String(result.files.get('start/here.html'))).toContain('src="../logo.svg"');
    expect(String(result.files.get('index.html'))).toContain('<a class="q-logo" href="start/here.html"><img class="q-logo-img" src="logo.svg" alt="A"></a>');
  });

  it('reads mint.json when there is no docs.json, and builds from the valid parts of a config with errors', () => {
    const mint = JSON.stringify({ name: 'Old', colors: { primary: 'not-a-color' }, footerSocials: { twitter: 'https://twitter.com/x' }, navigation: [{ group: 'G', pages: ['a'] }] });
    const result = exportSite(new MemoryProject({ 'mint.json': mint, 'a.mdx': page('A') }));
    expect(result.pages).toBe(1);
    expect(result.files.has('mint.json')).toBe(false);
    expect(result.diagnostics.map((d) => [d.file, d.code])).toContainEqual(['mint.json', 'build/config-partial']);
  });

  it('uses the caller’s config when given one', () => {
    const result = exportSite(new MemoryProject({ 'a.mdx': page('A') }), { config: JSON.parse(JSON.stringify({ name: 'X', navigation: [{ group: 'G', pages: ['a'] }], topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' }, api: {}, feedback: { suggestEdit: false, raiseIssue: false }, modeToggle: { isHidden: false } })) });
    expect(result.pages).toBe(1);
    expect(result.diagnostics).toEqual([]);
  });

  it('reports project/missing-config, as the check does, and writes nothing without a config', () => {
    const result = exportSite(new MemoryProject({ 'a.mdx': page('A') }));
    expect(result.files.size).toBe(0);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['project/missing-config']);
  });
});

describe('planExport', () => {
  it('lists one job per navigable page in navigation order, then the hidden ones, and index.html as a copy of a home page at the root', () => {
    const plan = planExport(project());
    expect(plan.jobs).toEqual([
      { page: 'intro', file: 'intro.mdx', out: 'intro.html' },
      { page: 'broken', file: 'broken.mdx', out: 'broken.html' },
      { page: 'guides/setup', file: 'guides/setup.mdx', out: 'guides/setup.html' },
      { page: 'orphan', file: 'orphan.mdx', out: 'orphan.html' },
    ]);
    expect([...plan.copies]).toEqual([['index.html', 'intro.html']]);
    expect(plan.pages).toBe(4);
    expect([...plan.staticFiles().keys()].sort()).toEqual(['404.html', '_quire/quire-runtime.js', '_quire/quire.css', 'images/logo.png', 'openapi.json']);
  });

  it('renders a home page in a folder again as an index.html job', () => {
    const plan = planExport(new MemoryProject({ 'docs.json': JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['start/here', 'b'] }] }), 'start/here.mdx': page('Here'), 'b.mdx': page('B') }));
    expect(plan.jobs.map((j) => j.out)).toEqual(['start/here.html', 'b.html', 'index.html']);
    expect(plan.jobs[2]).toEqual({ page: 'start/here', file: 'start/here.mdx', out: 'index.html' });
    expect(plan.copies.size).toBe(0);
  });

  it('renders each job the same whatever was rendered before it, so threads can share the jobs', () => {
    const first = planExport(project());
    const second = planExport(project());
    const forwards = first.jobs.map((job) => first.renderJob(job).html);
    const backwards = [...second.jobs].reverse().map((job) => second.renderJob(job).html).reverse();
    expect(backwards).toEqual(forwards);
    expect(exportSite(project()).files.get('guides/setup.html')).toBe(forwards[2]);
  });

  it('reports config and icon problems once, from siteDiagnostics, not from each job', () => {
    const plan = planExport(new MemoryProject({ 'docs.json': JSON.stringify({ name: 'A', navigation: [{ group: 'G', pages: ['a'] }] }), 'a.mdx': page('A', 'icon: no-such-icon-here\n') }));
    expect(plan.siteDiagnostics().map((d) => [d.file, d.line, d.code])).toEqual([['a.mdx', 3, 'site/unknown-icon']]);
    expect(plan.renderJob(plan.jobs[0]!).diagnostics).toEqual([]);
  });

  it('has no jobs and no files without a config', () => {
    const plan = planExport(new MemoryProject({ 'a.mdx': page('A') }));
    expect(plan.jobs).toEqual([]);
    expect(plan.staticFiles().size).toBe(0);
    expect(plan.siteDiagnostics().map((d) => d.code)).toEqual(['project/missing-config']);
  });
});

describe('sidebar in exported pages', () => {
  it('marks each page as current in its own sidebar, also for folders at the same depth', () => {
    const files = new MemoryProject({
      'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['a/one', 'b/two', 'b/three'] }] }),
      'a/one.mdx': page('One'),
      'b/two.mdx': page('Two'),
      'b/three.mdx': page('Three'),
    });
    const out = exportSite(files).files;
    const active = (file: string) => [...String(out.get(file)).matchAll(/<a class="q-nav-link q-nav-active" href="([^"]+)"/g)].map((m) => m[1]);
    expect(active('a/one.html')).toEqual(['one.html']);
    expect(active('b/two.html')).toEqual(['two.html']);
    expect(active('b/three.html')).toEqual(['three.html']);
    expect(String(out.get('a/one.html'))).toContain('<a class="q-nav-link" href="../b/two.html">');
    expect(String(out.get('b/two.html'))).toContain('<a class="q-nav-link" href="../a/one.html">');
  });
});

/** The end of the `build/not-copied` note on a file of a type no export copies. */
const notCopied = 'is not copied to the site: a site copies only images (.png .jpg .jpeg .gif .webp .avif .ico .bmp), sanitized SVG (.svg), fonts (.woff .woff2 .ttf .otf), audio and video (.mp4 .webm .mov .ogg .mp3 .wav .m4a), PDF (.pdf), text and data (.txt .csv .json .yaml .yml), archives (.zip; .gz .tgz .tar .7z when a page links to them) and office documents (.doc .docx .xls .xlsx .ppt .pptx .odt .ods .odp .epub, when a page links to them), so that no project file can run code or show as a page of the site.';

describe('exportSite on a hostile project', () => {
  const hostile = () =>
    new MemoryProject({
      'docs.json': JSON.stringify({ name: 'H', logo: 'evil.svg', navigation: [{ group: 'G', pages: ['intro', 'a'] }] }),
      'intro.mdx': page('Intro', '', '![x](evil.svg)'),
      'a.mdx': page('A'),
      'index.html': '<script>window.__ran = 1</script>',
      'a.html': '<script>window.__ran = 1</script>',
      'Intro.HTML': '<script>window.__ran = 1</script>',
      'x.js': 'window.__ran = 1',
      'page.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><script>window.__ran = 1</script></html>',
      '_quire/quire-runtime.js': 'window.__ran = 1',
      '_QUIRE/quire.css': 'body { display: none }',
      'evil.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__ran = 1"><script>window.__ran = 1</script><rect width="1" height="1"/></svg>',
      'broken.svg': '<svg><g></svg>',
      'fonts/a.woff2': new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2]),
    });

  it('copies only allowed types, never over a rendered page, never into _quire/, and SVG sanitized', () => {
    const result = exportSite(hostile());
    expect([...result.files.keys()].sort()).toEqual(['404.html', '_quire/quire-runtime.js', '_quire/quire.css', 'a.html', 'evil.svg', 'fonts/a.woff2', 'index.html', 'intro.html']);
    expect(result.files.get('_quire/quire-runtime.js')).toBe(siteRuntime());
    expect(String(result.files.get('index.html'))).toContain('<h1 class="q-page-title">Intro</h1>');
    expect(String(result.files.get('a.html'))).toContain('<h1 class="q-page-title">A</h1>');
    expect(new TextDecoder().decode(result.files.get('evil.svg') as Uint8Array)).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="1" height="1"/></svg>');
    expect(result.diagnostics.map((d) => [d.file, d.severity, d.code, d.message])).toEqual([
      ['Intro.HTML', 'error', 'build/output-collision', 'Intro.HTML would replace the page rendered from intro.mdx in the site, so it is not copied. Rename or delete this file.'],
      ['_QUIRE/quire.css', 'warning', 'build/reserved-path', "_QUIRE/quire.css is in _quire/, the folder of the site's own stylesheet and runtime, so it is not copied. Move it to another folder."],
      ['_quire/quire-runtime.js', 'warning', 'build/reserved-path', "_quire/quire-runtime.js is in _quire/, the folder of the site's own stylesheet and runtime, so it is not copied. Move it to another folder."],
      ['a.html', 'error', 'build/output-collision', 'a.html would replace the page rendered from a.mdx in the site, so it is not copied. Rename or delete this file.'],
      ['broken.svg', 'warning', 'build/svg-refused', 'broken.svg is not copied to the site: it cannot be read as SVG (the end tag </svg> does not match the element it closes), so it cannot be checked for script. Save it again from a drawing program.'],
      ['evil.svg', 'warning', 'build/svg-sanitized', 'evil.svg has parts that could run code or load other files (onload, <script>); the copy in the site has them removed.'],
      ['index.html', 'error', 'build/output-collision', 'index.html would replace the home page (a copy of intro.html) in the site, so it is not copied. Rename or delete this file.'],
      ['page.xhtml', 'info', 'build/not-copied', `page.xhtml ${notCopied}`],
      ['x.js', 'info', 'build/not-copied', `x.js ${notCopied}`],
    ]);
  });

  it('copies a download type (an office document, an archive) only when a page links to it, and never a type off the allowlist', () => {
    const result = exportSite(
      new MemoryProject({
        'docs.json': JSON.stringify({ name: 'L', navigation: [{ group: 'G', pages: ['a'] }] }),
        'a.mdx': page('A', '', '[Template](files/template.docx) and [the script](files/setup.js) and [the feed](feed.rss).'),
        'files/template.docx': 'PK\u0003\u0004docx',
        'files/unused.docx': 'PK\u0003\u0004docx',
        'files/setup.js': 'alert(1)',
        'feed.rss': '<rss/>',
      }),
    );
    expect([...result.files.keys()].filter((path) => !path.endsWith('.html') && !path.startsWith('_quire/'))).toEqual(['files/template.docx']);
    expect(result.diagnostics.filter((d) => d.code === 'build/not-copied').map((d) => d.file)).toEqual(['feed.rss', 'files/setup.js', 'files/unused.docx']);
  });

  it("allows only Quire's runtime to run: by its hash, which the script tag carries as its integrity", () => {
    const intro = String(exportSite(hostile()).files.get('intro.html'));
    const hash = siteRuntimeHash();
    expect(intro).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src &#x27;none&#x27;; img-src &#x27;self&#x27; data: blob: https:; media-src &#x27;self&#x27; blob: https:; style-src &#x27;self&#x27; &#x27;unsafe-inline&#x27;; script-src ${hash.replace(/'/g, '&#x27;')}; connect-src https: http:; frame-src https:; base-uri &#x27;none&#x27;; form-action &#x27;none&#x27;">`);
    expect(intro).toContain(runtimeTag(''));
    expect(intro.match(/<script/g)).toHaveLength(1);
  });
});
