import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

const accordion = (title: string, content: ElementContent[], open = false, extra: ElementContent[] = [], description?: string) =>
  h('details', { className: ['q-accordion'], open }, [
    h('summary', { className: ['q-accordion-summary'] }, [
      h('span', { className: ['q-chevron'], ariaHidden: 'true' }),
      ...extra,
      h('span', { className: ['q-accordion-heading'] }, [h('span', { className: ['q-accordion-title'] }, title), ...(description ? [h('span', { className: ['q-accordion-description'] }, description)] : [])]),
    ]),
    h('div', { className: ['q-accordion-content'] }, content),
  ]);

describe('<Accordion>', () => {
  it('renders a closed <details> with the title in its <summary>', () => {
    const page = render('<Accordion title="What is it?">\n  An answer.\n</Accordion>');
    expect(page.html).toBe(html(accordion('What is it?', [h('p', 'An answer.')])));
    expect(codes(page)).toEqual([]);
  });

  it.each(['defaultOpen', 'defaultOpen={true}', 'defaultOpen="true"'])('opens with %s', (attr) => {
    expect(render(`<Accordion title="Q" ${attr}>A</Accordion>`).html).toBe(html(accordion('Q', [{ type: 'text', value: 'A' }], true)));
  });

  it('stays closed with defaultOpen={false}', () => {
    expect(render('<Accordion title="Q" defaultOpen={false}>A</Accordion>').html).toBe(html(accordion('Q', [{ type: 'text', value: 'A' }])));
  });

  it('shows an icon and a description', () => {
    const page = render('<Accordion title="Q" icon="star" description="More">A</Accordion>');
    expect(page.html).toBe(html(accordion('Q', [{ type: 'text', value: 'A' }], false, [h('span', { className: ['q-icon'], dataIcon: 'star' })], 'More')));
  });

  it('nests an Expandable inside a ResponseField inside an Accordion', () => {
    const page = render('<Accordion title="Response">\n  <ResponseField name="user" type="object">\n    <Expandable title="properties">\n      <ResponseField name="id" type="string" />\n    </Expandable>\n  </ResponseField>\n</Accordion>');
    expect(page.html).toContain('<details class="q-accordion"><summary class="q-accordion-summary">');
    expect(page.html).toContain('<details class="q-expandable"><summary class="q-expandable-summary">');
    expect(page.html).toMatch(/q-accordion-content"><div class="q-field q-response-field">.*<details class="q-expandable">.*<code class="q-field-name">id<\/code>/);
    expect(codes(page)).toEqual([]);
  });
});
