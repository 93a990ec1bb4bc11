import { describe, expect, it } from 'vitest';
import { maxStaticValueSize } from '../../../../src/core/limits.ts';
import { staticValueSize } from '../../../../src/core/render/static/static-value-size.ts';
import { staticObject } from '../../../../src/core/render/static/static-value.ts';
import { codes, render } from '../render-helpers.ts';

/** `export const o0 = "…"` then `o1 = [o0, o0]` … `o{levels}`, then `{o{levels}}`. */
const doubling = (levels: number, use = `{o${levels}}`) => `export const o0 = "aaaaaaaaaa"\n${Array.from({ length: levels }, (_, i) => `export const o${i + 1} = [o${i}, o${i}]`).join('\n')}\n\n${use}\n`;

describe('staticValueSize', () => {
  it('counts characters, items, keys and every use of a shared value', () => {
    expect(staticValueSize('abc', new WeakMap())).toBe(3);
    expect(staticValueSize(7, new WeakMap())).toBe(1);
    const pair = ['ab', 'cd'];
    expect(staticValueSize([pair, pair], new WeakMap())).toBe(1 + 2 * (1 + 2 + 2));
    expect(staticValueSize(staticObject([['key', 'value']]), new WeakMap())).toBe(1 + 3 + 5);
  });
});

describe('the static interpreter past maxStaticValueSize', () => {
  it('leaves out the export that doubles past the limit with render/value-too-large at its value, and renders the rest', () => {
    // o0 has 10 characters, o(k) = 1 + 2·o(k-1) = 11·2^k − 1: 720,895 for o16, 1,441,791 for o17 (line 18).
    const page = render(`${doubling(32)}\nAfter.\n`);
    expect(codes(page)).toEqual(['render/value-too-large@18:20']);
    expect(page.diagnostics[0]?.severity).toBe('error');
    expect(page.diagnostics[0]?.message).toBe('This value would hold more than 1,000,000 items or characters once expanded (a value built from copies of itself doubles at each step), so it is left out. Write the data out, smaller.');
    expect(page.html).toBe('<p>After.</p>');
  });

  it('renders a value just within the limit', () => {
    const page = render(doubling(16, '{o16.length}'));
    expect(codes(page)).toEqual([]);
    expect(page.html).toBe('2');
  });

  it('refuses spreads and string concatenation that outgrow the limit', () => {
    const big = `export const s = "${'x'.repeat(maxStaticValueSize / 2 + 1)}"\n`;
    expect(codes(render(`${big}\n{s + s}\n`))).toEqual(['render/value-too-large@3:1']);
    expect(codes(render(`${big}export const a = [s]\n\n{[...a, ...a, ...a].length}\n`))).toEqual(['render/value-too-large@4:1']);
  });
});
