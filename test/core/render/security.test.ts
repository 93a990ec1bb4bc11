import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { inert } from './hostile-inputs.ts';
import { rendered } from './hostile-rendered.ts';
import { render } from './render-helpers.ts';

// Hostile pages: each must render to HTML with no way to run the author's code. Checked three
// times: by reading the tags of the output here, and in test/browser/hostile-pages.test.ts by
// parsing it with Chromium's own HTML parser and by loading it in a page that records any script
// run or request for the attacker's file. (parse-differential.test.ts checks that each output
// parses into the tree we built.)

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
