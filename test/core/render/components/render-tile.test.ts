import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Tile>', () => {
  it('renders a link with the content as preview and the title and description under it', () => {
    const page = render('<Tile href="/components" title="Components" description="All of them" className="w-full">\n  <img src="/a.svg" alt="Preview" />\n</Tile>');
    expect(page.html).toBe(
      html(
        h('a', { className: ['q-tile', 'w-full'], href: '../components.html' }, [
          h('div', { className: ['q-tile-preview'] }, [h('img', { src: '../a.svg', alt: 'Preview' })]),
          h('div', { className: ['q-tile-caption'] }, [h('span', { className: ['q-tile-title'] }, 'Components'), h('span', { className: ['q-tile-description'] }, 'All of them')]),
        ]),
      ),
    );
    expect(codes(page)).toEqual([]);
  });

  it('is a plain box without href', () => {
    expect(render('<Tile>\n  x\n</Tile>').html).toBe(html(h('div', { className: ['q-tile'] }, [h('div', { className: ['q-tile-preview'] }, [h('p', 'x')])])));
  });
});
