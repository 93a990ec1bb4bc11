import { describe, expect, it } from 'vitest';
import { resplitBlocks, splitBlocks } from '../../../../src/core/render/blocks/split-blocks.ts';

/** The texts of the blocks of `text`. */
function blocks(text: string, mdx = true): string[] {
  return splitBlocks(text, mdx).map((b) => text.slice(b.start, b.end));
}

describe('splitBlocks', () => {
  it('splits at blank lines before lines starting at column 0', () => {
    expect(blocks('# A\n\nText\nmore\n\n## B\n')).toEqual(['# A\n\n', 'Text\nmore\n\n', '## B\n']);
  });

  it('gives each block its first line', () => {
    expect(splitBlocks('a\n\nb\n\n\nc', true).map((b) => b.line)).toEqual([1, 3, 6]);
  });

  it('keeps front matter as its own first block, even with blank lines inside', () => {
    expect(blocks('---\ntitle: x\n\ndescription: y\n---\n# Hi\n')).toEqual(['---\ntitle: x\n\ndescription: y\n---\n', '# Hi\n']);
  });

  it('does not split inside fenced code', () => {
    expect(blocks('```js\na\n\nb\n```\n\nafter')).toEqual(['```js\na\n\nb\n```\n\n', 'after']);
    expect(blocks('~~~~\n```\n\nx\n~~~~\n\ny')).toEqual(['~~~~\n```\n\nx\n~~~~\n\n', 'y']);
  });

  it('does not split inside JSX elements, at any depth', () => {
    expect(blocks('<Steps>\n<Step>\n\nOne\n\n</Step>\n\n</Steps>\n\nAfter')).toEqual(['<Steps>\n<Step>\n\nOne\n\n</Step>\n\n</Steps>\n\n', 'After']);
  });

  it('ignores tags inside code spans and fences within JSX', () => {
    expect(blocks('Use `<Note>` here\n\n<Tip>\n\n```jsx\n</Tip>\n```\n\n</Tip>\n\nEnd')).toEqual(['Use `<Note>` here\n\n', '<Tip>\n\n```jsx\n</Tip>\n```\n\n</Tip>\n\n', 'End']);
  });

  it('does not split inside a multi-line tag or an expression', () => {
    expect(blocks('<Card\n  title="a"\n\n  href="b"\n/>\n\nx')).toEqual(['<Card\n  title="a"\n\n  href="b"\n/>\n\n', 'x']);
    expect(blocks('{[\n  "a",\n\n  "}"\n]}\n\nx')).toEqual(['{[\n  "a",\n\n  "}"\n]}\n\n', 'x']);
  });

  it('keeps ESM that continues past a blank line together', () => {
    expect(blocks("export const a = {\n\n  b: 1,\n};\n\nimport X from './x.mdx';\n\ntext")).toEqual(['export const a = {\n\n  b: 1,\n};\n\n', "import X from './x.mdx';\n\n", 'text']);
  });

  it('does not split before list items or indented lines', () => {
    expect(blocks('- a\n\n- b\n\n  more\n\n1. c\n\nnext')).toEqual(['- a\n\n- b\n\n  more\n\n1. c\n\n', 'next']);
  });

  it('does not start a block with --- (it could read as front matter)', () => {
    expect(blocks('a\n\n---\nb\n---\n')).toEqual(['a\n\n---\nb\n---\n']);
  });

  it('keeps pages with link or footnote definitions whole', () => {
    expect(blocks('[a]: /x\n\nText [a]\n\nMore')).toEqual(['[a]: /x\n\nText [a]\n\nMore']);
    expect(blocks('Text[^1]\n\n[^1]: Note')).toEqual(['Text[^1]\n\n[^1]: Note']);
  });

  it('keeps .md pages with raw HTML whole, and splits others', () => {
    expect(blocks('<div>\n\n*x*\n\n</div>', false)).toEqual(['<div>\n\n*x*\n\n</div>']);
    expect(blocks('a {b\n\nc', false)).toEqual(['a {b\n\n', 'c']);
  });

  it('joins everything after an unclosed construct', () => {
    expect(blocks('<Note>\n\nx\n\ny')).toEqual(['<Note>\n\nx\n\ny']);
    expect(blocks('```\n\nx')).toEqual(['```\n\nx']);
  });

  it('handles CRLF line endings', () => {
    expect(blocks('a\r\n\r\nb\r\n')).toEqual(['a\r\n\r\n', 'b\r\n']);
  });
});

describe('resplitBlocks', () => {
  const page = '---\ntitle: t\n---\n\nimport A from "./a.mdx";\n\n# Title\n\nText with `code`.\n\n<Steps>\n  <Step title="x">\n\n    Body\n\n  </Step>\n</Steps>\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\n- a\n\n- b\n\n{[\n  1,\n\n  2\n]}\n\nLast paragraph.\n';

  it('gives the same blocks as splitting from scratch, after each of many random edits', () => {
    let seed = 3;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const alphabet = 'a <>/{}`\n\n-#"[]:';
    let text = page.repeat(3);
    let spans = splitBlocks(text, true);
    for (let i = 0; i < 500; i++) {
      const at = Math.floor(next() * text.length);
      const char = alphabet[Math.floor(next() * alphabet.length)] ?? 'a';
      const edited = next() < 0.5 ? text.slice(0, at) + char + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
      const again = resplitBlocks(text, spans, edited, true);
      expect({ i, spans: again }).toEqual({ i, spans: splitBlocks(edited, true) });
      text = edited;
      spans = again;
    }
  });
});
