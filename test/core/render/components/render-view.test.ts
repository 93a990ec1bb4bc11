import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<View>', () => {
  it('renders every view as a titled section the page runtime switches between', () => {
    const page = render('<View title="JavaScript" icon="js">\n  JS.\n</View>\n\n<View title="Python">\n  Py.\n</View>', { ctx: { icon: () => '<svg></svg>' } });
    expect(page.html).toBe(
      html(
        h('section', { className: ['q-view'], dataView: 'JavaScript', ariaLabel: 'JavaScript' }, [
          h('div', { className: ['q-view-title'] }, [h('span', { className: ['q-icon'], dataIcon: 'js' }, [{ type: 'raw', value: '<svg></svg>' } as never]), h('span', 'JavaScript')]),
          h('div', { className: ['q-view-content'] }, [h('p', 'JS.')]),
        ]),
        { type: 'text', value: '\n' },
        h('section', { className: ['q-view'], dataView: 'Python', ariaLabel: 'Python' }, [h('div', { className: ['q-view-title'] }, ['Python']), h('div', { className: ['q-view-content'] }, [h('p', 'Py.')])]),
      ),
    );
    expect(codes(page)).toEqual([]);
  });
});
