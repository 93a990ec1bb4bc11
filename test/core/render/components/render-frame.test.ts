import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

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
});
