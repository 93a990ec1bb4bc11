import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build-site.ts';
import { MemoryProject } from '../../src/core/index.ts';
import { launchChromium } from '../setup/chromium.ts';
import { serveStatic, type StaticServer } from './static-server.ts';

// A page linking an XML-typed file (process.xpdl, schema.rng) once made the export copy it; a host
// with a mime-db sized table serves it as application/xml, where an XHTML <script> runs on the
// site's origin. The built site, served so, must run nothing when a reader follows such a link.
const script = 'window.__ran = (window.__ran || 0) + 1';
const xhtml = `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>${script}</script></body></html>`;
const linked = ['process.xpdl', 'schema.rng', 'a.xml', 'a.xhtml', 'a.xsl', 'a.svgz', 'a.html', 'a.shtml'];
/** Content types as mime-db (and /etc/mime.types) give them. */
const mimeDb: Readonly<Record<string, string>> = {
  '.xpdl': 'application/xml',
  '.rng': 'application/xml',
  '.xml': 'application/xml',
  '.xhtml': 'application/xhtml+xml',
  '.xsl': 'application/xslt+xml',
  '.svgz': 'image/svg+xml',
  '.shtml': 'text/html',
  '.jpg': 'image/jpeg',
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0, 0x05, 0, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

const files: Record<string, string | Uint8Array> = {
  'docs.json': JSON.stringify({ name: 'Files', navigation: [{ group: 'G', pages: ['index'] }] }),
  'index.mdx': `---\ntitle: Files\ndescription: Links to files.\n---\n\n${linked.map((path) => `[${path}](${path})`).join('\n\n')}\n\n[real](real.png) [evil png](evil.png) [evil jpg](evil.jpg)\n`,
  'real.png': png,
  'evil.png': `<html><script>${script}</script></html>`,
  'evil.jpg': xhtml,
};
for (const path of linked) files[path] = xhtml;

let dir: string;
let outputs: string[];
let host: StaticServer;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quire-export-uncopied-'));
  outputs = (await buildSite(join(dir, 'project'), new MemoryProject(files), { outDir: join(dir, 'site') })).outputs;
  [host, browser] = await Promise.all([serveStatic(join(dir, 'site'), { types: mimeDb }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await host?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an exported page that links XML-typed and other files, on a mime-db host', () => {
  it('is built with the PNG alone of the files it links to', () => {
    expect(outputs.filter((path) => !path.endsWith('.html') && !path.startsWith('_quire/'))).toEqual(['real.png']);
  });

  it('leads to no file that runs: each link is a 404 and no script ran', async () => {
    const tab = await browser.newPage();
    try {
      await tab.goto(`${host.url}index.html`, { waitUntil: 'load' });
      const hrefs = await tab.locator('.q-content a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const wanted = [...linked, 'real.png', 'evil.png', 'evil.jpg'];
      expect(wanted.filter((path) => !hrefs.includes(path))).toEqual([]);
      const followed: string[] = [];
      for (const href of wanted) {
        const response = await tab.goto(new URL(href, `${host.url}index.html`).href, { waitUntil: 'load' });
        const ran = await tab.evaluate(() => (window as { __ran?: number }).__ran);
        followed.push(`${href} ${response?.status() ?? 'none'} ${ran === undefined ? 'ran nothing' : 'RAN SCRIPT'}`);
      }
      expect(followed).toEqual(wanted.map((href) => `${href} ${href === 'real.png' ? 200 : 404} ran nothing`));
    } finally {
      await tab.close();
    }
  });
});
