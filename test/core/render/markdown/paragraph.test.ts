import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, icon, render, tabSetTree } from '../render-helpers.ts';

const t = (value: string) => ({ type: 'text' as const, value });
const step = (n: string, title: string, content: Parameters<typeof h>[2]) =>
  h('li', { className: ['q-step'] }, [
    h('div', { className: ['q-step-marker'], ariaHidden: 'true' }, [h('span', { className: ['q-step-number'] }, n)]),
    h('div', { className: ['q-step-body'] }, [h('p', { className: ['q-step-title'] }, title), h('div', { className: ['q-step-content'] }, content)]),
  ]);
const accordion = (title: string, open: boolean, content: Parameters<typeof h>[2]) =>
  h('details', { className: ['q-accordion'], open }, [
    h('summary', { className: ['q-accordion-summary'] }, [h('span', { className: ['q-chevron'], ariaHidden: 'true' }), h('span', { className: ['q-accordion-heading'] }, [h('span', { className: ['q-accordion-title'] }, title)])]),
    h('div', { className: ['q-accordion-content'] }, content),
  ]);

describe('paragraphs', () => {
  it('render text in <p>', () => {
    expect(render('Some *text*.').html).toBe(html(h('p', ['Some ', h('em', 'text'), '.'])));
  });

  it('do not wrap block components written on one line', () => {
    expect(render('<Card title="A">One</Card> <Card title="B">Two</Card>').html).toMatch(/^<div class="q-card">.*<\/div><div class="q-card">.*<\/div>$/);
  });

  it('keep inline HTML and inline components inside <p>', () => {
    expect(render('A <kbd>Ctrl</kbd> and <Icon icon="x" />').html).toBe(html(h('p', ['A ', h('kbd', 'Ctrl'), ' and ', h('span', { className: ['q-icon'], dataIcon: 'x' })])));
  });

  it('make block components with text around them phrasing (no block inside <p>)', () => {
    const out = render('Before <Accordion title="T">x</Accordion> after').html;
    expect(out).toMatch(/^<p>Before <span class="q-accordion q-as-details">/);
    expect(out).not.toMatch(/<(div|details|summary)[ >]/);
  });

  describe('block components nested on one line render as blocks', () => {
    it('Tabs keeps its Tab panels', () => {
      const page = render('<Tabs><Tab title="A">a</Tab><Tab title="B">b</Tab></Tabs>');
      expect(page.html).toBe(html(tabSetTree(0, ['q-tab-group'], [{ label: [t('A')], content: [t('a')] }, { label: [t('B')], content: [t('b')] }])));
      expect(codes(page)).toEqual([]);
    });

    it('Steps numbers its Steps', () => {
      expect(render('<Steps><Step title="S1">one</Step> <Step title="S2">two</Step></Steps>').html).toBe(html(h('ol', { className: ['q-steps'] }, [step('1', 'S1', ['one']), step('2', 'S2', ['two'])])));
    });

    it('an Accordion in an AccordionGroup stays collapsible and keeps defaultOpen', () => {
      expect(render('<AccordionGroup><Accordion title="Q" defaultOpen>ans</Accordion></AccordionGroup>').html).toBe(html(h('div', { className: ['q-accordion-group'] }, [accordion('Q', true, ['ans'])])));
    });

    it('an Expandable in a ResponseField stays collapsible, with its fields as blocks', () => {
      const field = (name: string, body: Parameters<typeof h>[2]) =>
        h('div', { className: ['q-field', 'q-response-field'] }, [h('div', { className: ['q-field-head'] }, [h('code', { className: ['q-field-name'] }, name)]), h('div', { className: ['q-field-body'] }, body)]);
      const expandable = h('details', { className: ['q-expandable'], open: false }, [
        h('summary', { className: ['q-expandable-summary'] }, [
          h('span', { className: ['q-chevron'], ariaHidden: 'true' }),
          h('span', { className: ['q-expandable-show'] }, 'Show '),
          h('span', { className: ['q-expandable-hide'] }, 'Hide '),
          h('span', { className: ['q-expandable-title'] }, 'props'),
        ]),
        h('div', { className: ['q-expandable-content'] }, [field('b', ['bb'])]),
      ]);
      expect(render('<ResponseField name="a"><Expandable title="props"><ResponseField name="b">bb</ResponseField></Expandable></ResponseField>').html).toBe(html(field('a', [expandable])));
    });

    it('at any depth, starting inside a block written on lines of its own', () => {
      const page = render('<Tabs>\n  <Tab title="T"><Steps><Step title="S"><AccordionGroup><Accordion title="Q"><Note>deep</Note></Accordion></AccordionGroup></Step></Steps></Tab>\n</Tabs>');
      const note = h('div', { className: ['q-callout', 'q-callout-note'], role: 'note', ariaLabel: 'Note' }, [h('span', { className: ['q-callout-icon'], ariaHidden: 'true' }, [icon('note')]), h('div', { className: ['q-callout-content'] }, ['deep'])]);
      const steps = h('ol', { className: ['q-steps'] }, [step('1', 'S', [h('div', { className: ['q-accordion-group'] }, [accordion('Q', false, [note])])])]);
      expect(page.html).toBe(html(tabSetTree(0, ['q-tab-group'], [{ label: [t('T')], content: [steps] }])));
    });

    it('but not when text stands beside them: the inner component is then phrasing', () => {
      const page = render('<Note>See <Card title="C">x</Card></Note>');
      expect(page.html).toContain('<div class="q-callout-content">See <span class="q-card"><span class="q-card-body">');
    });
  });
});
