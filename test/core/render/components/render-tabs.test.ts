import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render, tabSetTree } from '../render-helpers.ts';

const t = (value: string) => ({ type: 'text' as const, value });

describe('<Tabs>', () => {
  it('renders a tab list and every panel, all but the first hidden', () => {
    const page = render('<Tabs>\n  <Tab title="macOS">\n    Use brew.\n  </Tab>\n  <Tab title="Windows">\n    Use winget.\n  </Tab>\n</Tabs>');
    expect(page.html).toBe(
      html(
        tabSetTree(0, ['q-tab-group'], [
          { label: [t('macOS')], content: [h('p', 'Use brew.')] },
          { label: [t('Windows')], content: [h('p', 'Use winget.')] },
        ]),
      ),
    );
    expect(codes(page)).toEqual([]);
  });

  it('puts a tab icon before its label', () => {
    const page = render('<Tabs>\n  <Tab title="Go" icon="rocket">x</Tab>\n</Tabs>', { ctx: { icon: () => '<svg></svg>' } });
    expect(page.html).toBe(html(tabSetTree(0, ['q-tab-group'], [{ label: [h('span', { className: ['q-icon'], dataIcon: 'rocket' }, [{ type: 'raw', value: '<svg></svg>' } as never]), h('span', 'Go')], content: [t('x')] }])));
  });

  it('nests tabs in a tab (inner ids are assigned first)', () => {
    const page = render('<Tabs>\n  <Tab title="Outer">\n    <Tabs>\n      <Tab title="Inner">In</Tab>\n    </Tabs>\n  </Tab>\n</Tabs>');
    const inner = tabSetTree(0, ['q-tab-group'], [{ label: [t('Inner')], content: [t('In')] }]);
    expect(page.html).toBe(html(tabSetTree(1, ['q-tab-group'], [{ label: [t('Outer')], content: [inner] }])));
  });

  it('takes tabs from a snippet', () => {
    const page = render("import Extra from '/snippets/extra.mdx';\n\n<Tabs>\n  <Tab title=\"A\">a</Tab>\n  <Extra />\n</Tabs>", { files: { 'snippets/extra.mdx': '<Tab title="B">b</Tab>' } });
    expect(page.html).toBe(html(tabSetTree(0, ['q-tab-group'], [{ label: [t('A')], content: [t('a')] }, { label: [t('B')], content: [t('b')] }])));
  });

  it('shows the defaultTabIndex tab first, and marks borderBottom and sync={false}', () => {
    const page = render('<Tabs defaultTabIndex={1} sync={false} borderBottom>\n  <Tab title="A">a</Tab>\n  <Tab title="B">b</Tab>\n</Tabs>');
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-tab-group', 'q-tab-group-border'], dataTabs: '', dataSync: 'false' }, [
          h('div', { className: ['q-tab-list'], role: 'tablist' }, [
            h('button', { type: 'button', role: 'tab', id: 'q-tabs-0-tab-0', className: ['q-tab-button'], ariaSelected: 'false', ariaControls: ['q-tabs-0-panel-0'], tabIndex: -1 }, 'A'),
            h('button', { type: 'button', role: 'tab', id: 'q-tabs-0-tab-1', className: ['q-tab-button'], ariaSelected: 'true', ariaControls: ['q-tabs-0-panel-1'], tabIndex: 0 }, 'B'),
          ]),
          h('div', { role: 'tabpanel', id: 'q-tabs-0-panel-0', className: ['q-tab-panel'], ariaLabelledBy: ['q-tabs-0-tab-0'], tabIndex: 0, hidden: true }, 'a'),
          h('div', { role: 'tabpanel', id: 'q-tabs-0-panel-1', className: ['q-tab-panel'], ariaLabelledBy: ['q-tabs-0-tab-1'], tabIndex: 0, hidden: false }, 'b'),
        ]),
      ),
    );
    expect(codes(page)).toEqual([]);
  });

  it('shows the first tab when defaultTabIndex is out of range', () => {
    expect(render('<Tabs defaultTabIndex={5}>\n  <Tab title="A">a</Tab>\n</Tabs>').html).toBe(html(tabSetTree(0, ['q-tab-group'], [{ label: [t('A')], content: [t('a')] }])));
  });

  it('gives a tab with id that id on its button, so a #id link opens it', () => {
    const page = render('<Tabs>\n  <Tab title="A">a</Tab>\n  <Tab title="B" id="tab-b">b</Tab>\n</Tabs>');
    expect(page.html).toContain('<button type="button" role="tab" id="tab-b" class="q-tab-button" aria-selected="false" aria-controls="q-tabs-0-panel-1" tabindex="-1">B</button>');
    expect(page.html).toContain('<div role="tabpanel" id="q-tabs-0-panel-1" class="q-tab-panel" aria-labelledby="tab-b" tabindex="0" hidden>b</div>');
  });
});
