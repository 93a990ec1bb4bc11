import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('snippets', () => {
  it('expands a default import with props used as {prop} and {props.prop}', () => {
    const page = render("import Word from '/snippets/word.mdx';\n\n<Word word=\"bananas\" />", { files: { 'snippets/word.mdx': 'My word is {word}, again {props.word}.' } });
    expect(page.html).toBe(html(h('p', 'My word is bananas, again bananas.')));
    expect(codes(page)).toEqual([]);
  });

  it('resolves a relative import and an import in the middle of the page', () => {
    const page = render("Intro\n\n<Hi />\n\nimport Hi from '../snippets/hi.mdx';", { files: { 'snippets/hi.mdx': '**Hi**' } });
    expect(page.html).toBe(html(h('p', 'Intro'), { type: 'text', value: '\n' }, h('p', [h('strong', 'Hi')])));
  });

  it('imports named exports for expressions and as components', () => {
    const files = { 'snippets/vars.mdx': "export const myName = 'Ann';\n\nexport const myObject = { fruit: 'kiwi' };\n\nexport const Badge = ({ label }) => <span className=\"badge\">{label}</span>;" };
    const page = render("import { myName, myObject, Badge } from '/snippets/vars.mdx';\n\nI am {myName} and like {myObject.fruit}. <Badge label=\"new\" />", { files });
    expect(page.html).toBe(html(h('p', ['I am ', 'Ann', ' and like ', 'kiwi', '. ', h('span', { className: ['badge'] }, 'new')])));
  });

  it('expands the older <Snippet file="…" /> relative to /snippets/', () => {
    const page = render('<Snippet file="api/intro.mdx" />', { files: { 'snippets/api/intro.mdx': 'Shared intro.' } });
    expect(page.html).toBe(html(h('p', 'Shared intro.')));
  });

  it('reports a missing snippet at the import', () => {
    const page = render("# T\n\nimport Gone from '/snippets/gone.mdx';\n\n<Gone />");
    // An error: the site is broken, the snippet's content is missing from the page.
    expect(page.diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.endColumn])).toEqual([['error', 'render/snippet-missing', 3, 18, 38]]);
    expect(page.diagnostics[0]?.message).toBe('The snippet `/snippets/gone.mdx` does not exist (looked for `snippets/gone.mdx` in the project). Check the path; snippets usually live in `/snippets/`.');
    expect(page.html).not.toContain('Gone');
  });

  it('reports a missing <Snippet file>', () => {
    expect(codes(render('<Snippet file="nope.mdx" />'))).toEqual(['render/snippet-missing@1:1']);
    expect(render('<Snippet file="nope.mdx" />').diagnostics.map((d) => d.severity)).toEqual(['error']);
  });

  it('reports an import cycle instead of recursing', () => {
    const files = { 'snippets/a.mdx': "import B from '/snippets/b.mdx';\n\nA <B />", 'snippets/b.mdx': "import A from '/snippets/a.mdx';\n\nB <A />" };
    const page = render("import A from '/snippets/a.mdx';\n\n<A />", { files });
    expect(page.html).toBe(html(h('p', ['A ', 'B ']) as never));
    expect(page.diagnostics.map((d) => `${d.file}:${d.code}`)).toEqual(['snippets/b.mdx:render/snippet-cycle']);
  });

  it('reports a snippet that includes itself through <Snippet>', () => {
    const page = render('<Snippet file="self.mdx" />', { files: { 'snippets/self.mdx': 'Me <Snippet file="self.mdx" />' } });
    expect(page.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}:${d.code}`)).toEqual(['snippets/self.mdx:1:4:render/snippet-cycle']);
  });

  it('reports the syntax error of a broken snippet in its own file', () => {
    const page = render("import B from '/snippets/broken.mdx';\n\n<B />", { files: { 'snippets/broken.mdx': 'text\n\n<Note>\n' } });
    expect(page.diagnostics.map((d) => `${d.file}:${d.code}`)).toEqual(['snippets/broken.mdx:page/mdx-syntax']);
    expect(page.ok).toBe(true);
  });

  it('contributes just its text when used inside a paragraph', () => {
    const page = render("import Name from '/snippets/name.mdx';\n\nHello <Name />!", { files: { 'snippets/name.mdx': '---\ntitle: x\n---\n\n*Ann*' } });
    expect(page.html).toBe(html(h('p', ['Hello ', h('em', 'Ann'), '!'])));
  });

  it('passes children through {children}', () => {
    const page = render("import Box from '/snippets/box.mdx';\n\n<Box>\n  Inside\n</Box>", { files: { 'snippets/box.mdx': '<Note>\n  {children}\n</Note>' } });
    expect(page.html).toContain('<div class="q-callout-content"><p>Inside</p></div>');
  });

  it('renders a missing prop as nothing', () => {
    expect(render("import W from '/snippets/w.mdx';\n\n<W />", { files: { 'snippets/w.mdx': 'Word: {word}.' } }).html).toBe(html(h('p', ['Word: ', '.'])));
  });
});
