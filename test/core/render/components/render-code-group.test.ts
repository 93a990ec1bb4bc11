import { describe, expect, it } from 'vitest';
import { codeTree, codes, html, render, tabSetTree } from '../render-helpers.ts';

const npm = '```bash npm\nnpm i quire\n```';
const yarn = '```bash yarn\nyarn add quire\n```';

describe('<CodeGroup>', () => {
  it('turns each code block into a tab titled from its fence, the first one visible', () => {
    const page = render(`<CodeGroup>\n${npm}\n\n${yarn}\n</CodeGroup>`, { ctx: { highlight: false } });
    expect(page.html).toBe(
      html(
        tabSetTree(0, ['q-code-group'], [
          { label: [{ type: 'text', value: 'npm' }], content: [codeTree('bash', 'npm i quire', false)] },
          { label: [{ type: 'text', value: 'yarn' }], content: [codeTree('bash', 'yarn add quire', false)] },
        ]),
      ),
    );
    expect(codes(page)).toEqual([]);
  });

  it('labels a block without title by its language', () => {
    const page = render('<CodeGroup>\n```python\nx = 1\n```\n</CodeGroup>', { ctx: { highlight: false } });
    expect(page.html).toBe(html(tabSetTree(0, ['q-code-group'], [{ label: [{ type: 'text', value: 'python' }], content: [codeTree('python', 'x = 1', false)] }])));
  });

  it('counts code blocks that come from a snippet', () => {
    const page = render(`import More from '/snippets/more.mdx';\n\n<CodeGroup>\n${npm}\n\n<More />\n</CodeGroup>`, { files: { 'snippets/more.mdx': yarn }, ctx: { highlight: false } });
    expect(page.html).toBe(
      html(
        tabSetTree(0, ['q-code-group'], [
          { label: [{ type: 'text', value: 'npm' }], content: [codeTree('bash', 'npm i quire', false)] },
          { label: [{ type: 'text', value: 'yarn' }], content: [codeTree('bash', 'yarn add quire', false)] },
        ]),
      ),
    );
  });

  it('gives each group on the page its own ids', () => {
    const page = render(`<CodeGroup>\n${npm}\n</CodeGroup>\n\n<CodeGroup>\n${yarn}\n</CodeGroup>`, { ctx: { highlight: false } });
    expect(page.html).toContain('id="q-tabs-0-tab-0"');
    expect(page.html).toContain('id="q-tabs-1-tab-0"');
  });

  it('keeps text between blocks with the block before it', () => {
    const page = render(`<CodeGroup>\n${npm}\n\nInstalls it.\n</CodeGroup>`, { ctx: { highlight: false } });
    expect(page.html).toBe(html(tabSetTree(0, ['q-code-group'], [{ label: [{ type: 'text', value: 'npm' }], content: [codeTree('bash', 'npm i quire', false), { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Installs it.' }] }] }])));
  });

  it('marks a dropdown group for the stylesheet, keeping the same tabs', () => {
    const page = render(`<CodeGroup dropdown>\n${npm}\n\n${yarn}\n</CodeGroup>`, { ctx: { highlight: false } });
    expect(page.html).toBe(render(`<CodeGroup>\n${npm}\n\n${yarn}\n</CodeGroup>`, { ctx: { highlight: false } }).html.replace('class="q-code-group"', 'class="q-code-group q-code-group-dropdown"'));
    expect(codes(page)).toEqual([]);
  });
});
