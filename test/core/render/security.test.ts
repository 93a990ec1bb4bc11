import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../setup/chromium.ts';
import type { Browser } from 'playwright-core';
import type { RenderedPage } from '../../../src/core/render/index.ts';
import { render } from './render-helpers.ts';

// Hostile pages: each must render to HTML with no way to run the author's code. Checked twice:
// by reading the tags of the output here, and by parsing it with Chromium's own HTML parser.
const mdx: readonly [string, string][] = [
  ['script element', '<script>alert(1)</script>'],
  ['external script', '<script src="https://evil.example/x.js" />'],
  ['img onError', '<img src="x.png" onError="alert(1)" />'],
  ['onClick with a function', '<div onClick={() => alert(1)}>x</div>'],
  ['lowercase onclick', '<button onclick="alert(1)">x</button>'],
  ['JSX javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['Markdown javascript: link', '[x](javascript:alert(1))'],
  ['mixed-case scheme', '[x](JaVaScRiPt:alert(1))'],
  ['angle-bracket destination', '[x](<javascript:alert(1)>)'],
  ['entity-encoded tab in the scheme', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['entity-encoded letters', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['leading whitespace', '<a href="  javascript:alert(1)">x</a>'],
  ['newline inside the scheme', '<a href={"java\\nscript:alert(1)"}>x</a>'],
  ['NUL inside the scheme', '<a href={"java\\u0000script:alert(1)"}>x</a>'],
  ['scheme from a template literal', '<a href={`javascript:${"alert(1)"}`}>x</a>'],
  ['scheme from an export', 'export const u = "javascript:alert(1)";\n\n<a href={u}>x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['iframe data:text/html', '<iframe src="data:text/html,<script>alert(1)</script>" />'],
  ['iframe srcdoc', '<iframe srcDoc="<script>alert(1)</script>" src="https://ok.example" />'],
  ['iframe javascript:', '<iframe src="javascript:alert(1)" />'],
  ['svg onload', '<svg onLoad="alert(1)"><circle r="5" /></svg>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['javascript: link inside svg', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['xlink:href inside svg', '<svg><a xlinkHref="javascript:alert(1)"><text>x</text></a></svg>'],
  ['external svg use', '<svg><use href="https://evil.example/x.svg#a" /></svg>'],
  ['svg animate setting href', '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text>x</text></a></svg>'],
  ['svg foreignObject', '<svg><foreignObject><iframe src="javascript:alert(1)" /></foreignObject></svg>'],
  ['CSS url(javascript:)', '<div style={{ background: "url(javascript:alert(1))" }}>x</div>'],
  ['CSS expression()', '<div style="width: expression(alert(1))">x</div>'],
  ['CSS escaped url', '<div style={{ backgroundImage: "url(\\\\6a avascript:alert(1))" }}>x</div>'],
  ['CSS @import', '<div style={{ color: "red; @import url(https://evil.example/x.css)" }}>x</div>'],
  ['style element', '<style>{"body { background: url(javascript:alert(1)) }"}</style>'],
  ['object', '<object data="x.swf" />'],
  ['embed', '<embed src="x.swf" />'],
  ['base', '<base href="https://evil.example/" />'],
  ['meta refresh', '<meta httpEquiv="refresh" content="0;url=javascript:alert(1)" />'],
  ['form action', '<form action="javascript:alert(1)"><button formAction="javascript:alert(1)">go</button></form>'],
  ['button formAction', '<button formAction="javascript:alert(1)">go</button>'],
  ['global process', 'A {globalThis.process} B'],
  ['fetch call', 'A {fetch("https://evil.example")} B'],
  ['constructor escape', "A {constructor.constructor('alert(1)')()} B"],
  ['prototype walk', 'export const o = {};\n\n{o.constructor.constructor}'],
  ['IIFE', '{(() => alert(1))()}'],
  ['export running code', 'export const x = alert(1);\n\n{x}'],
  ['JSX value with a handler', '{<img src="x.png" onError={alert} />}'],
  ['Card href', '<Card title="x" href="javascript:alert(1)" />'],
  ['Card img', '<Card title="x" img="javascript:alert(1)" />'],
  ['Tooltip cta href', '<Tooltip tip="x" cta="go" href="javascript:alert(1)">t</Tooltip> x'],
  ['image in Frame', '<Frame><img src="javascript:alert(1)" /></Frame>'],
  ['Markdown image', '![x](javascript:alert(1))'],
  ['video poster', '<video poster="javascript:alert(1)" src="https://ok.example/x.mp4" />'],
  ['img srcset', '<img srcSet="javascript:alert(1) 1x, ok.png 2x" />'],
  ['details onToggle', '<details open onToggle="alert(1)"><summary>x</summary></details>'],
  ['quote escape in alt', '<img src="a.png" alt={\'"><script>alert(1)</script>\'} />'],
  ['math wrapper', '<math><mtext><script>alert(1)</script></mtext></math>'],
  ['snippet with script', "import S from '/snippets/evil.mdx';\n\n<S />"],
  ['Icon from a URL', '<Icon icon="javascript:alert(1)//x.svg" />'],
];

const markdown: readonly [string, string][] = [
  ['raw script', '<script>alert(1)</script>'],
  ['raw img onerror', '<img src=x onerror=alert(1)>'],
  ['raw entity-encoded link', '<a href="&#106;avascript&colon;alert(1)">x</a>'],
  ['raw uppercase iframe', '<IFRAME SRC="javascript:alert(1)"></IFRAME>'],
  ['raw svg slash onload', '<svg/onload=alert(1)>'],
  ['raw style', '<style>body{background:red}</style>\n\ntext'],
  ['raw unclosed script', 'x <script>alert(1)'],
  ['raw link in a paragraph', 'Go <a href="javascript:alert(1)">here</a> now'],
];

const files = { 'snippets/evil.mdx': '<script>alert(1)</script>\n\n<div onMouseOver="alert(1)">hover</div>' };

const rendered: [string, RenderedPage][] = [
  ...mdx.map(([name, text]): [string, RenderedPage] => [name, render(text, { files })]),
  ...markdown.map(([name, text]): [string, RenderedPage] => [name, render(text, { file: 'guides/page.md' })]),
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
      if (attr === 'style' && /javascript:|expression\(|@import|\\/i.test(value)) found.push(`style=${value}`);
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
  const inert = ['global process', 'fetch call', 'constructor escape', 'IIFE', 'prototype walk', 'quote escape in alt', 'raw svg slash onload'];

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
          if (['script', 'style', 'object', 'embed', 'base', 'meta', 'link', 'form', 'foreignobject', 'animate', 'set'].includes(tag) && !(tag === 'meta' && el.parentElement?.localName === 'head')) found.push(`${name}: <${tag}>`);
          for (const attr of Array.from(el.attributes)) {
            if (attr.name.startsWith('on')) found.push(`${name}: ${attr.name}`);
            if (attr.name === 'srcdoc') found.push(`${name}: srcdoc`);
            if (['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'data'].includes(attr.name) && bad(attr.value)) found.push(`${name}: ${attr.name}=${attr.value}`);
            if (attr.name === 'srcset' && attr.value.split(',').some((p) => bad(p.trim()))) found.push(`${name}: srcset`);
            if (attr.name === 'style' && /javascript:|expression\(/i.test(attr.value)) found.push(`${name}: style`);
          }
        }
      }
      return found;
    }, rendered.map(([name, p]) => [name, p.html] as [string, string]));
    await page.close();
    expect(findings).toEqual([]);
  });
});
