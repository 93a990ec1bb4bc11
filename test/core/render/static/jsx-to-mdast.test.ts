import { describe, expect, it } from 'vitest';
import { cleanJsxText } from '../../../../src/core/render/static/jsx-to-mdast.ts';
import { render } from '../render-helpers.ts';

describe('cleanJsxText', () => {
  it.each([
    ['a b', 'a b'],
    ['\n  a\n  b\n', 'a b'],
    ['  a  ', '  a  '],
    ['\n\n', ''],
    ['a\n\n  b', 'a b'],
  ])('turns %j into %j (React’s rule)', (input, output) => {
    expect(cleanJsxText(input)).toBe(output);
  });
});

describe('JSX inside expressions', () => {
  it('renders attributes, spreads, fragments and nested expressions', () => {
    const page = render('export const extra = { title: "T" };\n\n{<>\n  <span className="x" {...extra} data-n={2}>\n    Hi {"there"}\n  </span>\n</>}');
    expect(page.html).toBe('<span class="x" title="T" data-n="2">Hi there</span>');
  });
});
