import { describe, expect, it } from 'vitest';
import { checkPage } from '../../../src/core/index.ts';

const page = (body: string) => `---\ntitle: A\ndescription: B\n---\n\n${body}\n`;

describe('component diagnostics data', () => {
  it('names the component, the attribute and the suggestion, apart from the message', () => {
    const found = checkPage('a.mdx', page('<Cardd title="x">Hi</Cardd>\n\n<Card titl="x">Hi</Card>\n\n<Step>Go</Step>')).diagnostics.filter((d) => d.code !== 'component/invalid-nesting');
    expect(found.map((d) => [d.code, d.data])).toEqual([
      ['component/unknown', { component: 'Cardd', suggestion: 'Card' }],
      ['component/missing-attribute', { component: 'Card', attribute: 'title' }],
      ['component/unknown-attribute', { component: 'Card', attribute: 'titl', suggestion: 'title' }],
      ['component/missing-attribute', { component: 'Step', attribute: 'title' }],
    ]);
  });
});
