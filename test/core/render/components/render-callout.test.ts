import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, icon, render } from '../render-helpers.ts';

const callout = (kind: string, label: string, iconName: Parameters<typeof icon>[0], children: Parameters<typeof h>[2]) =>
  h('div', { className: ['q-callout', `q-callout-${kind}`], role: 'note', ariaLabel: label }, [h('span', { className: ['q-callout-icon'], ariaHidden: 'true' }, [icon(iconName)]), h('div', { className: ['q-callout-content'] }, children)]);

describe('callouts', () => {
  it.each([
    ['Note', 'note', 'note'],
    ['Tip', 'tip', 'tip'],
    ['Warning', 'warning', 'warning'],
    ['Info', 'info', 'info'],
    ['Check', 'check', 'check'],
    ['Danger', 'danger', 'danger'],
  ] as const)('renders <%s> as a labelled note box with its icon', (name, kind, iconName) => {
    const page = render(`<${name}>\n  Read **this** first.\n</${name}>`);
    expect(page.html).toBe(html(callout(kind, name, iconName, [h('p', ['Read ', h('strong', 'this'), ' first.'])])));
    expect(page.diagnostics).toEqual([]);
  });

  it('keeps several paragraphs, lists and code inside', () => {
    const page = render('<Warning>\n  One\n\n  - a\n  - b\n</Warning>');
    expect(page.html).toBe(html(callout('warning', 'Warning', 'warning', [h('p', 'One'), h('ul', ['\n', h('li', 'a'), '\n', h('li', 'b'), '\n'])])));
  });

  it('renders a one-line callout as a block, not inside a paragraph', () => {
    expect(render('<Note>Short note</Note>').html).toBe(html(callout('note', 'Note', 'note', ['Short note'])));
  });

  it('uses only spans when the callout sits inside a paragraph', () => {
    const page = render('Before <Info>inline</Info> after.');
    expect(page.html).toBe(
      html(
        h('p', [
          'Before ',
          h('span', { className: ['q-callout', 'q-callout-info', 'q-inline'], role: 'note', ariaLabel: 'Info' }, [h('span', { className: ['q-callout-icon'], ariaHidden: 'true' }, [icon('info')]), h('span', { className: ['q-callout-content'] }, ['inline'])]),
          ' after.',
        ]),
      ),
    );
    expect(page.html).not.toMatch(/<p>[^]*<div/);
  });

  it('gives the generic <Callout> a custom colour and icon from the context', () => {
    const page = render('<Callout icon="rocket" color="#ff0000">Go</Callout>', { ctx: { icon: (name) => `<svg data-name="${name}"></svg>` } });
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-callout', 'q-callout-callout'], role: 'note', ariaLabel: 'Callout', style: '--q-callout-color: #ff0000' }, [
          h('span', { className: ['q-callout-icon'], ariaHidden: 'true' }, [h('span', { className: ['q-icon'], dataIcon: 'rocket' }, [{ type: 'raw', value: '<svg data-name="rocket"></svg>' } as never])]),
          h('div', { className: ['q-callout-content'] }, ['Go']),
        ]),
      ),
    );
  });

  it('ignores a colour that is not a hex code', () => {
    expect(render('<Callout color="red;background:url(x)">Go</Callout>').html).not.toContain('style=');
  });

  it('nests callouts inside callouts', () => {
    const page = render('<Note>\n  <Tip>\n    Inner\n  </Tip>\n</Note>');
    expect(page.html).toBe(html(callout('note', 'Note', 'note', [callout('tip', 'Tip', 'tip', [h('p', 'Inner')])])));
    expect(codes(page)).toEqual([]);
  });
});
