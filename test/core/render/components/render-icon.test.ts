import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('<Icon>', () => {
  it('asks the context for the SVG and applies colour and size', () => {
    const calls: string[] = [];
    const page = render('Go <Icon icon="rocket" iconType="solid" color="#ff0000" size={20} /> now', { ctx: { icon: (n, t) => (calls.push(`${n}/${t}`), '<svg></svg>') } });
    expect(page.html).toBe(html(h('p', ['Go ', h('span', { className: ['q-icon'], dataIcon: 'rocket', style: 'color: #ff0000; font-size: 20px' }, [{ type: 'raw', value: '<svg></svg>' } as never]), ' now'])));
    expect(calls).toEqual(['rocket/solid']);
  });

  it('renders a neutral placeholder without an icon callback', () => {
    expect(render('<Icon icon="star" />').html).toBe(html(h('span', { className: ['q-icon'], dataIcon: 'star' })));
  });

  it('renders an image for an icon URL', () => {
    expect(render('<Icon icon="/images/logo.svg" />').html).toBe(html(h('img', { className: ['q-icon', 'q-icon-img'], src: '../images/logo.svg', alt: '' })));
  });

  it('ignores a colour that is not a plain CSS colour', () => {
    expect(render('<Icon icon="x" color="red;background:url(javascript:x)" />').html).toBe(html(h('span', { className: ['q-icon'], dataIcon: 'x' })));
  });

  it('adds the classes of className', () => {
    expect(render('Go <Icon icon="rocket" className="mr-2 text-red-500" /> now').html).toBe(html(h('p', ['Go ', h('span', { className: ['q-icon', 'mr-2', 'text-red-500'], dataIcon: 'rocket' }), ' now'])));
  });
});
