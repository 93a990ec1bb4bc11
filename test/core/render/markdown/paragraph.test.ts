import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('paragraphs', () => {
  it('render text in <p>', () => {
    expect(render('Some *text*.').html).toBe(html(h('p', ['Some ', h('em', 'text'), '.'])));
  });

  it('do not wrap block components written on one line', () => {
    expect(render('<Card title="A">One</Card> <Card title="B">Two</Card>').html).toMatch(/^<div class="q-card">.*<\/div><div class="q-card">.*<\/div>$/);
  });

  it('keep inline HTML and inline components inside <p>', () => {
    expect(render('A <kbd>Ctrl</kbd> and <Icon icon="x" />').html).toBe(html(h('p', ['A ', h('kbd', 'Ctrl'), ' and ', h('span', { className: ['q-icon'], dataIcon: 'x' })])));
  });

  it('make block components with text around them phrasing (no block inside <p>)', () => {
    const out = render('Before <Accordion title="T">x</Accordion> after').html;
    expect(out).toMatch(/^<p>Before <span class="q-accordion q-as-details">/);
    expect(out).not.toMatch(/<(div|details|summary)[ >]/);
  });
});
