import { describe, expect, it } from 'vitest';
import { render } from '../render-helpers.ts';

describe('<AccordionGroup>', () => {
  it('stacks its accordions in one box', () => {
    const page = render('<AccordionGroup>\n  <Accordion title="A">a</Accordion>\n  <Accordion title="B">b</Accordion>\n</AccordionGroup>');
    expect(page.html).toMatch(/^<div class="q-accordion-group"><details class="q-accordion">.*<\/details><details class="q-accordion">.*<\/details><\/div>$/);
    expect(page.html.match(/q-accordion-title">([AB])</g)).toEqual(['q-accordion-title">A<', 'q-accordion-title">B<']);
  });

  it('renders an empty group without content', () => {
    expect(render('<AccordionGroup>\n</AccordionGroup>').html).toBe('<div class="q-accordion-group"></div>');
  });
});
