import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('<Step>', () => {
  it('keeps an explicit stepNumber inside Steps', () => {
    const page = render('<Steps>\n  <Step title="A" stepNumber={5}>a</Step>\n  <Step title="B">b</Step>\n</Steps>');
    expect(page.html).toContain('<span class="q-step-number">5</span>');
    expect(page.html).toContain('<span class="q-step-number">2</span>');
  });

  it('shows an icon instead of the number', () => {
    const page = render('<Steps>\n  <Step title="A" icon="check">a</Step>\n</Steps>');
    expect(page.html).toBe(
      html(
        h('ol', { className: ['q-steps'] }, [
          h('li', { className: ['q-step'] }, [
            h('div', { className: ['q-step-marker'], ariaHidden: 'true' }, [h('span', { className: ['q-icon'], dataIcon: 'check' })]),
            h('div', { className: ['q-step-body'] }, [h('p', { className: ['q-step-title'] }, 'A'), h('div', { className: ['q-step-content'] }, ['a'])]),
          ]),
        ]),
      ),
    );
  });

  it('renders alone (outside Steps) in a list of its own, with an empty number that CSS shows as a dot', () => {
    expect(render('<Step title="Solo">s</Step>').html).toBe(
      html(
        h('ol', { className: ['q-steps'] }, [
          h('li', { className: ['q-step'] }, [
            h('div', { className: ['q-step-marker'], ariaHidden: 'true' }, [h('span', { className: ['q-step-number'] })]),
            h('div', { className: ['q-step-body'] }, [h('p', { className: ['q-step-title'] }, 'Solo'), h('div', { className: ['q-step-content'] }, ['s'])]),
          ]),
        ]),
      ),
    );
  });

  it('keeps its own titleSize over the one of Steps', () => {
    const page = render('<Steps titleSize="h2">\n  <Step title="A" titleSize="p">a</Step>\n</Steps>');
    expect(page.html).toContain('<p class="q-step-title">A</p>');
  });

  it('gives a step with id that id and an anchor link in its title, unless noAnchor', () => {
    const step = (anchor: boolean) =>
      h('ol', { className: ['q-steps'] }, [
        h('li', { className: ['q-step'], id: 'install' }, [
          h('div', { className: ['q-step-marker'], ariaHidden: 'true' }, [h('span', { className: ['q-step-number'] }, '1')]),
          h('div', { className: ['q-step-body'] }, [h('p', { className: ['q-step-title'] }, [...(anchor ? [h('a', { className: ['q-heading-anchor'], href: '#install', ariaHidden: 'true', tabIndex: -1 })] : []), 'A']), h('div', { className: ['q-step-content'] }, ['a'])]),
        ]),
      ]);
    expect(render('<Steps>\n  <Step title="A" id="install">a</Step>\n</Steps>').html).toBe(html(step(true)));
    expect(render('<Steps>\n  <Step title="A" id="install" noAnchor>a</Step>\n</Steps>').html).toBe(html(step(false)));
  });
});
