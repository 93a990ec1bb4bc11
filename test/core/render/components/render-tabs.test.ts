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
});
