import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('<Tab>', () => {
  it('renders outside Tabs as a titled section', () => {
    expect(render('<Tab title="Alone">\n  Content\n</Tab>').html).toBe(html(h('div', { className: ['q-tab-standalone'] }, [h('div', { className: ['q-tab-standalone-title'] }, 'Alone'), h('p', 'Content')])));
  });

  it('is titled "Tab" when the title is missing', () => {
    expect(render('<Tab>x</Tab>').html).toBe(html(h('div', { className: ['q-tab-standalone'] }, [h('div', { className: ['q-tab-standalone-title'] }, 'Tab'), 'x'])));
  });
});
