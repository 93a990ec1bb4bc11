import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

const step = (n: string, title: string | undefined, content: ElementContent[], titleTag = 'p') =>
  h('li', { className: ['q-step'] }, [
    h('div', { className: ['q-step-marker'], ariaHidden: 'true' }, [h('span', { className: ['q-step-number'] }, n)]),
    h('div', { className: ['q-step-body'] }, [...(title ? [h(titleTag, { className: ['q-step-title'] }, title)] : []), h('div', { className: ['q-step-content'] }, content)]),
  ]);

describe('<Steps>', () => {
  it('numbers its steps in order', () => {
    const page = render('<Steps>\n  <Step title="Install">\n    Run it.\n  </Step>\n  <Step title="Use">\n    Call it.\n  </Step>\n</Steps>');
    expect(page.html).toBe(html(h('ol', { className: ['q-steps'] }, [step('1', 'Install', [h('p', 'Run it.')]), step('2', 'Use', [h('p', 'Call it.')])])));
    expect(codes(page)).toEqual([]);
  });

  it('numbers steps that come from snippets in place (after expansion)', () => {
    const files = { 'snippets/init.mdx': '<Step title="Init">\n  Init it.\n</Step>', 'snippets/two.mdx': '<Step title="A">a</Step>\n\n<Step title="B">b</Step>' };
    const page = render("import Init from '/snippets/init.mdx';\nimport Two from '/snippets/two.mdx';\n\n<Steps>\n  <Init />\n  <Two />\n  <Step title=\"Last\">z</Step>\n</Steps>", { files });
    expect(page.html).toBe(html(h('ol', { className: ['q-steps'] }, [step('1', 'Init', [h('p', 'Init it.')]), step('2', 'A', [{ type: 'text', value: 'a' }]), step('3', 'B', [{ type: 'text', value: 'b' }]), step('4', 'Last', [{ type: 'text', value: 'z' }])])));
  });

  it('numbers nested Steps separately', () => {
    const page = render('<Steps>\n  <Step title="Outer">\n    <Steps>\n      <Step title="Inner">i</Step>\n    </Steps>\n  </Step>\n  <Step title="Next">n</Step>\n</Steps>');
    const inner = h('ol', { className: ['q-steps'] }, [step('1', 'Inner', [{ type: 'text', value: 'i' }])]);
    expect(page.html).toBe(html(h('ol', { className: ['q-steps'] }, [step('1', 'Outer', [inner]), step('2', 'Next', [{ type: 'text', value: 'n' }])])));
  });

  it('applies titleSize="h3" to the step titles', () => {
    const page = render('<Steps titleSize="h3">\n  <Step title="One">x</Step>\n</Steps>');
    expect(page.html).toBe(html(h('ol', { className: ['q-steps'] }, [step('1', 'One', [{ type: 'text', value: 'x' }], 'h3')])));
  });

  it('wraps stray content in a list item so the list stays valid', () => {
    const page = render('<Steps>\n  Intro text\n\n  <Step title="One">x</Step>\n</Steps>');
    expect(page.html).toBe(html(h('ol', { className: ['q-steps'] }, [h('li', { className: ['q-steps-extra'] }, [h('p', 'Intro text')]), step('1', 'One', [{ type: 'text', value: 'x' }])])));
  });
});
