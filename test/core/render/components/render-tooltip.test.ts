import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('<Tooltip>', () => {
  it('keeps the paragraph intact and shows the tip in a span', () => {
    expect(render('An <Tooltip tip="Application Programming Interface">API</Tooltip> call.').html).toBe(
      html(h('p', ['An ', h('span', { className: ['q-tooltip'], tabIndex: 0 }, [h('span', { className: ['q-tooltip-trigger'] }, 'API'), h('span', { className: ['q-tooltip-bubble'], role: 'tooltip' }, 'Application Programming Interface')]), ' call.'])),
    );
  });

  it('adds a call-to-action link', () => {
    expect(render('<Tooltip tip="Tip" cta="Read more" href="/glossary">term</Tooltip> x').html).toContain('<span class="q-tooltip-bubble" role="tooltip">Tip<a class="q-tooltip-cta" href="../glossary.html">Read more</a></span>');
  });

  it('written on lines of its own, is a paragraph holding the tooltip (no <p> inside the span)', () => {
    expect(render('<Tooltip tip="Hint">\n  Hover me\n</Tooltip>').html).toBe(
      html(h('p', [h('span', { className: ['q-tooltip'], tabIndex: 0 }, [h('span', { className: ['q-tooltip-trigger'] }, 'Hover me'), h('span', { className: ['q-tooltip-bubble'], role: 'tooltip' }, 'Hint')])])),
    );
  });

  it('shows the headline before the tip', () => {
    expect(render('An <Tooltip headline="API" tip="Application Programming Interface">API</Tooltip>.').html).toBe(
      html(h('p', ['An ', h('span', { className: ['q-tooltip'], tabIndex: 0 }, [h('span', { className: ['q-tooltip-trigger'] }, 'API'), h('span', { className: ['q-tooltip-bubble'], role: 'tooltip' }, [h('strong', { className: ['q-tooltip-headline'] }, 'API'), 'Application Programming Interface'])]), '.'])),
    );
  });
});
