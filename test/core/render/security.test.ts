import '../../setup/load-resources.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../setup/chromium.ts';
import type { Browser } from 'playwright-core';
import type { RenderedPage } from '../../../src/core/render/index.ts';
import { DocsConfigSchema } from '../../../src/core/config/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { renderSitePage } from '../../../src/core/site/render-site-page.ts';
import { inlineAssets } from '../../../src/core/site/site-assets.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { files, hostileSite, inert, markdown, markdownDifferential, mdx, mdxDifferential } from './hostile-inputs.ts';
import { render } from './render-helpers.ts';

// Hostile pages: each must render to HTML with no way to run the author's code. Checked three
// times: by reading the tags of the output here, by parsing it with Chromium's own HTML parser,
// and by loading it in a page that records any script run or request for the attacker's file.
// (parse-differential.test.ts checks that each output parses into the tree we built.)
const rendered: [string, RenderedPage][] = [
  ...[...mdx, ...mdxDifferential].map(([name, text]): [string, RenderedPage] => [name, render(text, { files })]),
  ...[...markdown, ...markdownDifferential].map(([name, text]): [string, RenderedPage] => [name, render(text, { file: 'guides/page.md' })]),
];

const forbiddenTags = new Set(['script', 'style', 'object', 'embed', 'base', 'meta', 'link', 'form', 'foreignobject', 'animate', 'set', 'math', 'frame', 'frameset', 'applet']);
const urlAttributes = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'srcset', 'data', 'background', 'cite']);
// eslint-disable-next-line no-control-regex
const dangerousUrl = (value: string) => /^(javascript|vbscript|livescript):|^data:text\/html/.test(value.replace(/[\u0000-\u0020]/g, '').toLowerCase());

function decode(value: string): string {
  return value.replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))).replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d))).replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Problems found by reading the tags of serialized HTML (the renderer's output is well-formed). */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const name = (tag[1] ?? '').toLowerCase();
    if (forbiddenTags.has(name)) found.push(`<${name}>`);
    for (const a of (tag[2] ?? '').matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)) {
      const attr = (a[1] ?? '').toLowerCase();
      const value = decode(a[2] ?? '');
      if (attr.startsWith('on')) found.push(`${attr} on <${name}>`);
      if (attr === 'srcdoc') found.push('srcdoc');
      if (urlAttributes.has(attr) && value.split(',').some((part) => dangerousUrl(part.trim()))) found.push(`${attr}=${value}`);
      if (attr === 'style' && /javascript:|expression\(|@import|\\|position:\s*(fixed|sticky)/i.test(value)) found.push(`style=${value}`);
      if (attr.startsWith('data-quire-')) found.push(attr);
      if (name === 'iframe' && attr === 'sandbox' && value.includes('same-origin')) found.push('same-origin sandbox');
    }
  }
  return found;
}

describe('hostile pages', () => {
  it('has at least 30 hostile inputs', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(30);
  });

  it.each(rendered)('%s: renders nothing executable', (_, page) => {
    expect(problems(page.html)).toEqual([]);
    expect(page.html.toLowerCase()).not.toMatch(/(href|src|action)="\s*javascript:/);
  });

  // Inputs that are inert as written (shown as escaped text) have nothing to report.
  it.each(rendered.filter(([name]) => !inert.includes(name)))('%s: reports what it left out', (_, page) => {
    expect(page.diagnostics.some((d) => d.code === 'render/unsafe-content' || d.code === 'render/unsupported-expression')).toBe(true);
  });

  it('keeps text that only looks like markup as escaped text', () => {
    expect(rendered.find(([n]) => n === 'quote escape in alt')?.[1].html).toBe('<img src="a.png" alt="&#x22;&#x3E;&#x3C;script&#x3E;alert(1)&#x3C;/script&#x3E;">');
    expect(rendered.find(([n]) => n === 'raw svg slash onload')?.[1].html).toBe('<p>&#x3C;svg/onload=alert(1)></p>');
  });

  it.each(['global process', 'fetch call', 'constructor escape', 'IIFE'])('%s: shows the expression as inert text with a warning', (name) => {
    const page = rendered.find(([n]) => n === name)?.[1];
    expect(page?.html).toMatch(/class="q-unsupported"/);
    expect(page?.diagnostics.map((d) => d.code)).toEqual(['render/unsupported-expression']);
  });

  it('gives every iframe the fixed sandbox, lazy loading and no referrer', () => {
    const page = render('<iframe src="https://www.youtube.com/embed/x" sandbox="allow-top-navigation" />');
    expect(page.html).toBe('<iframe src="https://www.youtube.com/embed/x" sandbox="allow-scripts allow-popups allow-forms allow-presentation" loading="lazy" referrerpolicy="no-referrer"></iframe>');
  });
});

describe('hostile pages parsed by a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds no script, event handler, javascript: URL or srcdoc in any output', async () => {
    const page = await browser.newPage();
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
    const page = await browser.newPage();
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
    const assets = inlineAssets();
    const tab = await browser.newPage();
    const requests: string[] = [];
    const dialogs: string[] = [];
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    let current = '';
    await tab.route('**/*', (route) => {
      const url = route.request().url();
      if (url === 'http://quire.test/page.html') return route.fulfill({ contentType: 'text/html', body: current });
      requests.push(url);
      return route.abort();
    });
    const scripts: number[] = [];
    for (const path of hostileSite.paths) {
      current = renderSitePage(site, path, { assets, pageUrl: (p) => `/${p}.html`, assetUrl: (p) => `/${p}` }).html;
      await tab.goto('http://quire.test/page.html', { waitUntil: 'load' });
      scripts.push(await tab.evaluate(() => document.scripts.length));
    }
    await tab.close();
    expect(dialogs).toEqual([]);
    expect(requests.filter((url) => /evil/.test(url))).toEqual([]);
    expect(new Set(scripts)).toEqual(new Set([assets.kind === 'inline' ? assets.scripts.length : 0]));
  });
});
