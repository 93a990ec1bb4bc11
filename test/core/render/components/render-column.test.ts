import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Columns> and <Column>', () => {
  it('renders columns as a grid of column cells holding any content', () => {
    const page = render('<Columns cols={3}>\n  <Column>\n    **A**\n  </Column>\n  <Column>\n    B\n  </Column>\n</Columns>');
    expect(page.html).toBe(html(h('div', { className: ['q-card-group'], dataCols: '3', style: '--q-cols: 3' }, [h('div', { className: ['q-column'] }, [h('p', [h('strong', 'A')])]), h('div', { className: ['q-column'] }, [h('p', 'B')])])));
    expect(codes(page)).toEqual([]);
  });
});
