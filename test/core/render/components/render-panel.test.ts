import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Panel>', () => {
  it('renders its content in a labelled aside, where it is written', () => {
    const page = render('<Panel>\n  Pinned **here**.\n</Panel>');
    expect(page.html).toBe(html(h('aside', { className: ['q-panel'], ariaLabel: 'Side panel' }, [h('p', ['Pinned ', h('strong', 'here'), '.'])])));
    expect(codes(page)).toEqual([]);
  });
});
