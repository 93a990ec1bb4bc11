import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('images', () => {
  it('resolve project paths relative to the page', () => {
    expect(render('![Logo](./img/logo.png "The logo")').html).toBe(html(h('p', [h('img', { src: 'img/logo.png', alt: 'Logo', title: 'The logo', loading: 'lazy' })])));
  });

  it('go through assetUrl with the project path', () => {
    expect(render('![A](/images/a b.png)', { ctx: { assetUrl: (p) => `blob:${p}` } }).html).toBe(html(h('p', ['![A](/images/a b.png)'])));
    expect(render('![A](</images/a b.png>)', { ctx: { assetUrl: (p) => `asset://${p}` } }).html).toBe(html(h('p', [h('img', { src: 'asset://images/a b.png', alt: 'A', loading: 'lazy' })])));
  });

  it('keep https and data:image URLs', () => {
    expect(render('![x](https://cdn.example/x.png)').html).toContain('src="https://cdn.example/x.png"');
    expect(render('![x](data:image/png;base64,AAAA)').html).toContain('src="data:image/png;base64,AAAA"');
  });

  it('drop a javascript: or data:text/html source with a warning', () => {
    const page = render('![x](javascript:alert(1)) ![y](data:text/html;base64,PHNjcmlwdD4=)');
    expect(page.html).toBe(html(h('p', [' '])));
    expect(codes(page)).toEqual(['render/unsafe-content@1:1', 'render/unsafe-content@1:27']);
  });
});
