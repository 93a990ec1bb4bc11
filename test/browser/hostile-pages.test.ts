import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { DocsConfigSchema } from '../../src/core/config/index.ts';
import { MemoryProject } from '../../src/core/project/project.ts';
import { renderSitePage } from '../../src/core/site/render-site-page.ts';
import { buildSiteModel } from '../../src/core/site/site-model.ts';
import { hostileSite } from '../core/render/hostile-inputs.ts';
import { rendered } from '../core/render/hostile-rendered.ts';
import { sharedChromium } from '../setup/chromium.ts';
import { exportedAssets, exportedPageUrl, serveExportedPage } from './exported-page.ts';

// The hostile pages of test/core/render/security.test.ts in Chromium: parsed by its own HTML parser,
// and loaded in a page that records any script run or request for the attacker's file.
describe('hostile pages parsed by a browser', () => {
  const chromium = sharedChromium();

  it('finds no script, event handler, javascript: URL or srcdoc in any output', async () => {
    const page = await chromium.browser.newPage();
    const findings = await page.evaluate((outputs: [string, string][]) => {
      const found: string[] = [];
      // eslint-disable-next-line no-control-regex
      const bad = (v: string) => /^(javascript|vbscript):|^data:text\/html/.test(v.replace(/[\u0000-\u0020]/g, '').toLowerCase());
      for (const [name, html] of outputs) {
        const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
        for (const el of Array.from(doc.querySelectorAll('*'))) {
          const tag = el.localName;
          if (['script', 'style', 'object', 'embed', 'base', 'meta', 'link', 'form', 'foreignobject', 'animate', 'set', 'math', 'plaintext', 'xmp', 'noscript', 'noembed', 'noframes', 'textarea', 'title'].includes(tag) && !(['meta', 'title'].includes(tag) && el.parentElement?.localName === 'head') && !(tag === 'title' && el.namespaceURI === 'http://www.w3.org/2000/svg')) found.push(`${name}: <${tag}>`);
          if (tag === 'iframe' && el.childNodes.length > 0) found.push(`${name}: content in <iframe>`);
          for (const attr of Array.from(el.attributes)) {
            if (attr.name.startsWith('on')) found.push(`${name}: ${attr.name}`);
            if (attr.name === 'srcdoc') found.push(`${name}: srcdoc`);
            if (['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'data'].includes(attr.name) && bad(attr.value)) found.push(`${name}: ${attr.name}=${attr.value}`);
            if (attr.name === 'srcset' && attr.value.split(',').some((p) => bad(p.trim()))) found.push(`${name}: srcset`);
            if (attr.name === 'style' && /javascript:|expression\(|position:\s*(fixed|sticky)/i.test(attr.value)) found.push(`${name}: style`);
            if (attr.name.startsWith('data-quire-')) found.push(`${name}: ${attr.name}`);
          }
        }
      }
      return found;
    }, rendered.map(([name, p]) => [name, p.html] as [string, string]));
    await page.close();
    expect(findings).toEqual([]);
  });

  it('runs no script and requests no attacker file when every output is loaded in a page', async () => {
    const page = await chromium.browser.newPage();
    const requests: string[] = [];
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const body = rendered.map(([name, p]) => `<section data-name="${name.replaceAll('"', '')}">${p.html}</section>`).join('');
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url === 'http://quire.test/') return route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><head><script>/* the only script */</script></head><body>${body}</body></html>` });
      requests.push(url);
      return route.abort();
    });
    await page.goto('http://quire.test/', { waitUntil: 'load' });
    const scripts = await page.evaluate(() => document.scripts.length);
    await page.close();
    expect(dialogs).toEqual([]);
    expect(requests.filter((url) => /evil/.test(url))).toEqual([]);
    expect(scripts).toBe(1);
  });

  it('runs only the site runtime in every exported page of a hostile site', async () => {
    const site = buildSiteModel(DocsConfigSchema.parse(hostileSite.config), new MemoryProject(hostileSite.files));
    const assets = exportedAssets();
    const tab = await chromium.browser.newPage();
    const dialogs: string[] = [];
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    let current = '';
    const requests = await serveExportedPage(tab, () => current);
    const scripts: number[] = [];
    for (const path of hostileSite.paths) {
      current = renderSitePage(site, path, { assets, pageUrl: (p) => `/${p}.html`, assetUrl: (p) => `/${p}` }).html;
      await tab.goto(exportedPageUrl, { waitUntil: 'load' });
      // The runtime's script element, and the runtime ran (it marks the page).
      scripts.push(await tab.evaluate(() => document.scripts.length + (document.documentElement.classList.contains('q-js') ? 10 : 0)));
    }
    await tab.close();
    expect(dialogs).toEqual([]);
    expect(requests.filter((url) => /evil/.test(url))).toEqual([]);
    expect(new Set(scripts)).toEqual(new Set([11]));
  });
});
