import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryProject } from '../../src/core/project/project.ts';
import { exportSite } from '../core/site/export-site-files.ts';
import { launchChromium } from '../setup/chromium.ts';

// Issue 10 §1 and §3: every page an export writes from a hostile project runs Quire's runtime and
// nothing else, even when a script tag gets past the sanitizer, and a project SVG opened on its own
// runs nothing on the site's origin.
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;
const mark = 'window.__ran = (window.__ran || 0) + 1;';
const hostile = new MemoryProject({
  'docs.json': JSON.stringify({ name: 'Hostile', logo: 'evil.svg', favicon: 'evil.svg', navigation: [{ group: 'G', pages: ['intro', 'raw'] }] }),
  'intro.mdx': page('Intro', ['<script src="x.js"></script>', '<img src="evil.svg" onError={() => window.__ran = 1} />', '![e](evil.svg)', '[t](javascript:window.__ran=1)', '<iframe srcDoc="<script>parent.__ran=1</script>" />', '<object data="evil.svg" />'].join('\n\n')),
  'raw.md': page('Raw', `<svg><script>${mark}</script></svg>\n\n<img src="evil.svg" onerror="${mark}">\n\n<a href="x.js">x</a>`),
  'index.html': `<script>${mark}</script>`,
  'raw.html': `<script>${mark}</script>`,
  'x.js': mark,
  'x.txt': mark,
  'evil.svg': `<svg xmlns="http://www.w3.org/2000/svg" onload="${mark}"><script>${mark}</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${mark}"/></div></foreignObject><rect width="10" height="10"/></svg>`,
});
const types: Readonly<Record<string, string>> = { html: 'text/html', css: 'text/css', js: 'text/javascript', svg: 'image/svg+xml', txt: 'text/plain' };

let browser: Browser;
let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  const { files } = exportSite(hostile);
  // A sanitizer bypass, simulated: script tags written into an exported page, one for a project file
  // of an allowed type (x.txt, copied) and one inline.
  const intro = String(files.get('intro.html'));
  files.set('bypass.html', intro.replace('</head>', `<script src="x.txt"></script><script src="x.js"></script><script>${mark}</script></head>`));
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1)) || 'index.html';
    requests.push(path);
    const body = files.get(path);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
});

describe('an exported hostile project in Chromium', () => {
  it.each(['index.html', 'intro.html', 'raw.html', 'bypass.html', '404.html'])('%s runs the runtime and no script of the project', async (path) => {
    const tab = await browser.newPage();
    requests.length = 0;
    await tab.goto(`${origin}/${path}`, { waitUntil: 'load' });
    const state = await tab.evaluate(() => ({ ran: (window as { __ran?: number }).__ran, runtime: document.documentElement.classList.contains('q-js'), title: document.title }));
    expect(state).toEqual({ ran: undefined, runtime: path !== '404.html', title: path === '404.html' ? 'Page not found · Hostile' : path === 'raw.html' ? 'Raw · Hostile' : 'Intro · Hostile' });
    // The only script fetched is Quire's runtime; the bypass page's tags are refused before any request.
    expect(requests.filter((r) => /\.(js|txt)$/.test(r))).toEqual(path === '404.html' ? [] : ['_quire/quire-runtime.js']);
    await tab.close();
  });

  it('serves the project SVG sanitized, so opened on its own it runs nothing', async () => {
    const tab = await browser.newPage();
    const response = await tab.goto(`${origin}/evil.svg`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await tab.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
    expect(await tab.evaluate(() => document.documentElement.outerHTML)).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="10" height="10"/></svg>');
    await tab.close();
  });
});
