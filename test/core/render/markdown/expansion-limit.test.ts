import { describe, expect, it } from 'vitest';
import { codes, render } from '../render-helpers.ts';

/** Components A1…A{levels}, each using the one before twice: 2^levels uses of A0 in all. */
const doublingComponents = (levels: number) => `export const A0 = () => <b>x</b>\n${Array.from({ length: levels }, (_, i) => `export const A${i + 1} = () => <><A${i} /><A${i} /></>`).join('\n')}\n\n<A${levels} />\n`;

describe('the expansion limit (maxExpansions per block)', () => {
  it('stops 32 levels of doubling components at 10,000 expansions with one render/too-many-expansions error', () => {
    const page = render(`${doublingComponents(32)}\nAfter.\n`);
    expect(codes(page)).toEqual(['render/too-many-expansions@1:25']);
    expect(page.diagnostics[0]?.message).toBe('This part of the page expands more than 10,000 snippets, components and JSX values (components that each use the one before twice double at every level), so the rest of them are left out. Use fewer nested components.');
    expect(page.html.endsWith('<p>After.</p>')).toBe(true);
  });

  it('renders 2^10 uses in full', () => {
    const page = render(doublingComponents(10));
    expect(codes(page)).toEqual([]);
    expect(page.html.split('<b>x</b>').length - 1).toBe(1024);
  });

  it('counts snippets too, reported in the snippet where the limit is reached', () => {
    const files: Record<string, string> = { 'snippets/s0.mdx': 'x' };
    for (let i = 1; i <= 20; i++) files[`snippets/s${i}.mdx`] = `import S from "/snippets/s${i - 1}.mdx"\n\n<S /><S />\n`;
    const page = render('import S from "/snippets/s20.mdx"\n\n<S />\n', { files });
    expect(page.diagnostics.map((d) => `${d.file} ${d.code}@${d.line}:${d.column}`)).toEqual(['snippets/s0.mdx render/too-many-expansions@1:1']);
  });
});
