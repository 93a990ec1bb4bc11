import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../src/core/page/parse-page.ts';

/** The page's top-level nodes without positions. */
function nodes(text: string, file = 'a.mdx'): unknown {
  const page = parsePage(file, text);
  expect(page.diagnostics).toEqual([]);
  return JSON.parse(JSON.stringify(page.tree.children, (key, value: unknown) => (key === 'position' ? undefined : value)));
}

describe('math syntax', () => {
  it('$…$ is inline math whose braces are the formula, not MDX expressions; $$…$$ inline is display math', () => {
    expect(nodes('Euler: $e^{i\\pi} + 1 = 0$ and $$ x^{2} $$.')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Euler: ' },
          { type: 'inlineMath', value: 'e^{i\\pi} + 1 = 0' },
          { type: 'text', value: ' and ' },
          { type: 'inlineMath', value: 'x^{2}', data: { display: true } },
          { type: 'text', value: '.' },
        ],
      },
    ]);
  });

  it('an escaped dollar, a lone dollar and dollars in code are text', () => {
    expect(nodes('Costs \\$5 and \\$6; `$a$`')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'Costs $5 and $6; ' }, { type: 'inlineCode', value: '$a$' }] },
    ]);
    expect(nodes('Costs $5 today')).toEqual([{ type: 'paragraph', children: [{ type: 'text', value: 'Costs $5 today' }] }]);
    expect(nodes('```\n$x^{2}$\n```')).toEqual([{ type: 'code', lang: null, meta: null, value: '$x^{2}$' }]);
  });

  it('two dollars in one paragraph are a formula, as remark-math reads them on the platform (its docs say to write \\$ for a dollar)', () => {
    expect(nodes('From $5 to $10 a month.')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'From ' }, { type: 'inlineMath', value: '5 to ' }, { type: 'text', value: '10 a month.' }] },
    ]);
    expect(nodes('From \\$5 to \\$10 a month.')).toEqual([{ type: 'paragraph', children: [{ type: 'text', value: 'From $5 to $10 a month.' }] }]);
  });

  it('a $$ fence holds a math block, also in a block quote and a list item (their prefixes are not the formula)', () => {
    expect(nodes('$$\n\\frac{a}{b}\n\\{c\\}\n$$\n\nafter')).toEqual([
      { type: 'math', meta: null, value: '\\frac{a}{b}\n\\{c\\}' },
      { type: 'paragraph', children: [{ type: 'text', value: 'after' }] },
    ]);
    expect(nodes('> $$\n> x^{2}\n> $$\n')).toEqual([{ type: 'blockquote', children: [{ type: 'math', meta: null, value: 'x^{2}' }] }]);
    expect(nodes('- item\n\n  $$\n  a_{1}\n  $$\n')).toMatchObject([{ type: 'list', children: [{ type: 'listItem', children: [{ type: 'paragraph' }, { type: 'math', meta: null, value: 'a_{1}' }] }] }]);
  });

  it('Markdown pages read math too', () => {
    expect(nodes('$a$', 'a.md')).toEqual([{ type: 'paragraph', children: [{ type: 'inlineMath', value: 'a' }] }]);
  });
});
