import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Frame>', () => {
  it('wraps an image in a figure with its caption', () => {
    const page = render('<Frame caption="The dashboard">\n  ![Dashboard](/images/dash.png)\n</Frame>');
    expect(page.html).toBe(
      html(h('figure', { className: ['q-frame'] }, [h('div', { className: ['q-frame-content'] }, [h('p', [h('img', { src: '../images/dash.png', alt: 'Dashboard', loading: 'lazy' })])]), h('figcaption', { className: ['q-frame-caption'] }, 'The dashboard')])),
    );
  });

  it('renders without caption', () => {
    expect(render('<Frame>\n  <img src="https://example.com/a.png" alt="A" />\n</Frame>').html).toBe(html(h('figure', { className: ['q-frame'] }, [h('div', { className: ['q-frame-content'] }, [h('img', { src: 'https://example.com/a.png', alt: 'A' })])])));
  });

  it('uses spans inside a paragraph', () => {
    expect(render('Look <Frame caption="c">x</Frame>').html).toBe(html(h('p', ['Look ', h('span', { className: ['q-frame', 'q-inline'] }, [h('span', { className: ['q-frame-content'] }, ['x']), h('span', { className: ['q-frame-caption'] }, 'c')])])));
  });

  it('applies its style, as an object or a CSS string', () => {
    expect(render('<Frame style={{ maxWidth: 480, borderRadius: "1rem" }}>\n  <img src="/a.png" alt="A" />\n</Frame>').html).toBe(
      html(h('figure', { className: ['q-frame'], style: 'max-width: 480px; border-radius: 1rem' }, [h('div', { className: ['q-frame-content'] }, [h('img', { src: '../a.png', alt: 'A' })])])),
    );
    expect(render('<Frame style="padding: 0">x</Frame>').html).toBe(html(h('figure', { className: ['q-frame'], style: 'padding: 0' }, [h('div', { className: ['q-frame-content'] }, ['x'])])));
  });

  it('leaves out style that could load code, with a warning', () => {
    const page = render('<Frame style={{ background: "url(javascript:alert(1))", padding: 4 }}>x</Frame>');
    expect(page.html).toBe(html(h('figure', { className: ['q-frame'], style: 'padding: 4px' }, [h('div', { className: ['q-frame-content'] }, ['x'])])));
    expect(codes(page)).toEqual(['render/unsafe-content@1:1']);
  });

  it('puts the hint before the frame', () => {
    const page = render('<Frame hint="Get a permit first.">\n  ![Park](/images/park.png)\n</Frame>');
    expect(page.html).toBe(
      html(h('p', { className: ['q-frame-hint'] }, 'Get a permit first.'), h('figure', { className: ['q-frame'] }, [h('div', { className: ['q-frame-content'] }, [h('p', [h('img', { src: '../images/park.png', alt: 'Park', loading: 'lazy' })])])])),
    );
    expect(codes(page)).toEqual([]);
  });
});
