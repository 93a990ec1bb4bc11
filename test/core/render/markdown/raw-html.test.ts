import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

const md = { file: 'guides/readme.md' };

describe('raw HTML in .md pages', () => {
  it('renders allowed HTML through the allowlist', () => {
    expect(render('<div align="center"><img src="logo.png" alt="Logo" width="100"></div>', md).html).toBe(html(h('div', { align: 'center' }, [h('img', { src: 'logo.png', alt: 'Logo', width: '100' })])));
  });

  it('drops scripts, styles and handlers with a warning', () => {
    const page = render('<p onclick="x()">Hi<script>alert(1)</script><style>body{}</style></p>', md);
    expect(page.html).toBe(html(h('p', 'Hi')));
    expect(page.diagnostics.map((d) => d.message)).toEqual(['Left out of this HTML: `onclick` on <p>, <script>, <style>. Scripts, styles, event handlers and unsafe URLs are not allowed in pages.']);
  });

  it('decodes entities before checking URLs', () => {
    const page = render('<a href="&#106;ava&#x73;cript&colon;alert(1)">x</a>', md);
    expect(page.html).toBe(html(h('p', [h('a', 'x')])));
    expect(codes(page)).toEqual(['render/unsafe-content@1:1']);
  });

  it('lets an element opened in one HTML block wrap the Markdown up to its end tag', () => {
    expect(render('<details><summary>More</summary>\n\nText\n\n</details>', md).html).toBe(html(h('details', [h('summary', 'More'), h('p', 'Text')])));
  });

  it('closes elements left open at the end and ignores stray end tags', () => {
    expect(render('</section>\n\n<div>\n\n*open*', md).html).toBe(html(h('div', [h('p', [h('em', 'open')])])));
  });

  it('nests inline HTML spread over a paragraph', () => {
    expect(render('Press <kbd>Ctrl</kbd> + <b>*C*</b>', md).html).toBe(html(h('p', ['Press ', h('kbd', 'Ctrl'), ' + ', h('b', [h('em', 'C')])])));
  });

  it('keeps Markdown around HTML comments and drops the comments', () => {
    expect(render('<!-- note -->\n\n# Title', md).html).toBe(html(h('h1', { id: 'title', className: ['q-heading'] }, [h('a', { className: ['q-heading-anchor'], href: '#title', ariaHidden: 'true', tabIndex: -1 }), 'Title'])));
  });
});
