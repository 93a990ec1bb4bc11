import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Badge>', () => {
  it('renders a span inside the paragraph it is written in, gray and medium by default', () => {
    const page = render('Requires a <Badge>Premium</Badge> plan.');
    expect(page.html).toBe(html(h('p', ['Requires a ', h('span', { className: ['q-badge', 'q-badge-gray', 'q-badge-md'] }, ['Premium']), ' plan.'])));
    expect(codes(page)).toEqual([]);
  });

  it('takes color, size, shape, stroke, disabled, an icon and extra classes', () => {
    const page = render('<Badge color="green" size="lg" shape="pill" stroke disabled icon="lock" className="mt-2">Stable</Badge>', { ctx: { icon: () => '<svg></svg>' } });
    expect(page.html).toBe(
      html(
        h('p', [
          h('span', { className: ['q-badge', 'q-badge-green', 'q-badge-lg', 'q-badge-pill', 'q-badge-stroke', 'q-badge-disabled', 'mt-2'], ariaDisabled: 'true' }, [
            h('span', { className: ['q-icon'], dataIcon: 'lock' }, [{ type: 'raw', value: '<svg></svg>' } as never]),
            'Stable',
          ]),
        ]),
      ),
    );
  });

  it('falls back to the defaults for values outside the documented sets', () => {
    expect(render('<Badge color="pink" size="xl">x</Badge>').html).toBe(html(h('p', [h('span', { className: ['q-badge', 'q-badge-gray', 'q-badge-md'] }, ['x'])])));
  });
});
