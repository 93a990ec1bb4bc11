import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('<Latex>', () => {
  it('shows the formula source in a math span', () => {
    expect(render('<Latex>x^2 + y^2</Latex>').html).toBe(html(h('p', [h('span', { className: ['q-latex'] }, 'x^2 + y^2')])));
  });

  it('written on lines of its own, is a paragraph holding the span (no <p> inside the span)', () => {
    expect(render('<Latex>\n  E = mc^2\n</Latex>').html).toBe(html(h('p', [h('span', { className: ['q-latex'] }, 'E = mc^2')])));
  });
});
