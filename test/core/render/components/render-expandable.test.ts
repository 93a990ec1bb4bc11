import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

const expandable = (title: string, open: boolean, content: Parameters<typeof h>[2]) =>
  h('details', { className: ['q-expandable'], open }, [
    h('summary', { className: ['q-expandable-summary'] }, [h('span', { className: ['q-chevron'], ariaHidden: 'true' }), h('span', { className: ['q-expandable-show'] }, 'Show '), h('span', { className: ['q-expandable-hide'] }, 'Hide '), h('span', { className: ['q-expandable-title'] }, title)]),
    h('div', { className: ['q-expandable-content'] }, content),
  ]);

describe('<Expandable>', () => {
  it('renders nested fields behind a Show/Hide toggle', () => {
    expect(render('<Expandable title="properties">\n  Nested\n</Expandable>').html).toBe(html(expandable('properties', false, [h('p', 'Nested')])));
  });

  it('opens with defaultOpen and has a default title', () => {
    expect(render('<Expandable defaultOpen>x</Expandable>').html).toBe(html(expandable('child attributes', true, ['x'])));
  });

  it('nests expandables', () => {
    const page = render('<Expandable title="a">\n  <Expandable title="b">x</Expandable>\n</Expandable>');
    expect(page.html).toBe(html(expandable('a', false, [expandable('b', false, ['x'])])));
  });
});
