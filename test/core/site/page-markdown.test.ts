import { describe, expect, it } from 'vitest';
import type { PhrasingContent, Root, RootContent, Text } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { type Handle, type Options, type SafeConfig, type State, toMarkdown, type Unsafe } from 'mdast-util-to-markdown';
import { flattenPage, pageMarkdown, plainTextHandler, quickSafe } from '../../../src/core/site/page-markdown.ts';

const paragraph = (...values: string[]): Root => ({ type: 'root', children: [{ type: 'paragraph', children: values.map((value): Text => ({ type: 'text', value })) }] });

describe('plainTextHandler', () => {
  // A state whose escaping must not run: the text has none of its patterns' characters.
  const state = { unsafe: [{ character: '*' }, { character: ' ', after: '[\\r\\n]' }], safe: () => expect.unreachable('escaped') } as unknown as State;
  const text = (value: string): Text => ({ type: 'text', value });
  const info = { before: '\n', after: '\n', now: { line: 1, column: 1 }, lineShift: 0 };

  it('returns text with none of the unsafe characters as it is, without escaping it', () => {
    expect(plainTextHandler()(text('plain words, more words'), undefined, state, info)).toBe('plain words, more words');
  });

  it('leaves text with an unsafe character, a backslash or a space at either end to the escaping', () => {
    const escaping = { ...state, indexStack: [0], safe: (value: string) => `safe(${value})` } as unknown as State;
    const handle = plainTextHandler();
    expect(['a *b*', 'a\\b', ' lead', 'trail '].map((value) => handle(text(value), { type: 'paragraph', children: [text(value)] }, escaping, info))).toEqual(['safe(a *b*)', 'safe(a\\b)', 'safe( lead)', 'safe(trail )']);
  });

  it('peeks at text with no unsafe first character without escaping it, and escapes the rest', () => {
    const peek = (plainTextHandler() as Handle & { peek: Handle }).peek;
    const escaping = { ...state, indexStack: [0], safe: (value: string) => `safe(${value})` } as unknown as State;
    const peekInfo = { ...info, before: '', after: '' };
    // The rest of the value is not looked at: the writer keeps only the first character. A leading
    // space goes to the whole handler, which keeps it here (no line ending before it).
    expect(peek(text('word *then* [more]'), undefined, state, peekInfo)).toBe('word *then* [more]');
    expect(['*a', '\\a', ' a', ''].map((value) => peek(text(value), { type: 'paragraph', children: [text(value)] }, escaping, peekInfo))).toEqual(['safe(*a)', 'safe(\\a)', ' a', '']);
  });

  it('returns a space at either end as it is when the neighbouring character is not a line ending', () => {
    const handle = plainTextHandler();
    // Words before inline code and after a link: the next node's first character and the last one before.
    expect(handle(text('Run '), undefined, state, { ...info, before: '\n', after: '`' })).toBe('Run ');
    expect(handle(text(' and more '), undefined, state, { ...info, before: ')', after: '*' })).toBe(' and more ');
    // What a peek at the next node passes: no neighbours at all.
    expect(handle(text(' both '), undefined, state, { ...info, before: '', after: '' })).toBe(' both ');
  });
});

describe('pageMarkdown', () => {
  it('writes plain text as it is and escapes what Markdown would read as markup', () => {
    expect(pageMarkdown(paragraph('Plain words'))).toBe('Plain words\n');
    // A space at the end of a paragraph is kept as a character reference.
    expect(pageMarkdown(paragraph('Plain words. '))).toBe('Plain words.&#x20;\n');
    expect(pageMarkdown(paragraph('a *b* c_d_ [e] # f', ' g'))).toBe('a \\*b\\* c_d\\_ \\[e] # f g\n');
    expect(pageMarkdown(paragraph('1. not a list'))).toBe('1\\. not a list\n');
    expect(pageMarkdown(paragraph('back\\*slash'))).toBe('back\\\\\\*slash\n');
    // Spaces beside other phrasing are kept; one beside a hard break's line ending is encoded, as mdast-util-to-markdown does.
    const beside: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Run ' }, { type: 'inlineCode', value: 'x' }, { type: 'text', value: ' then ' }, { type: 'break' }, { type: 'text', value: ' next' }] }] };
    expect(pageMarkdown(beside)).toBe('Run `x` then \\\n&#x20;next\n');
  });
});

describe('quickSafe', () => {
  const star: Unsafe = { character: '*', inConstruct: 'phrasing' };
  const underscore: Unsafe = { character: '_', inConstruct: 'phrasing' };
  const hash: Unsafe = { character: '#', atBreak: true };
  const dot: Unsafe = { character: '.', before: '\\d+', after: '(?:[ \t\r\n])' };

  it('gives the escaping only the patterns whose character is in the value or its context, then the state its own patterns again', () => {
    const unsafe = [star, underscore, hash, dot];
    const seen: string[][] = [];
    const state = { unsafe } as unknown as State;
    const full = function (this: State, value: string | null | undefined, config: SafeConfig): string {
      seen.push(this.unsafe.map((p) => p.character));
      return `${config.before}[${value}]${config.after}`;
    };
    const safe = quickSafe(state, full);
    expect(safe('plain words', { before: 'a', after: 'b' })).toBe('a[plain words]b');
    expect(safe('1. a_b', { before: '\n', after: '\n' })).toBe('\n[1. a_b]\n');
    expect(safe('words', { before: '*', after: '#' })).toBe('*[words]#');
    expect(safe('*_#.', { before: '', after: '' })).toBe('[*_#.]');
    expect(seen).toEqual([[], ['_', '.'], ['*', '#'], ['*', '_', '#', '.']]);
    expect(state.unsafe).toBe(unsafe);
  });

  it('makes the same Markdown as the full escaping of every pattern', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Step 1. *Install* the_cli_ #now' }] },
        { type: 'paragraph', children: [{ type: 'text', value: 'a_b_c <tag> & [x] ! ' }, { type: 'link', url: 'https://a.b/c d_(e)', title: 'T "q"', children: [{ type: 'text', value: '![x]' }] }, { type: 'text', value: '_after' }] },
        { type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: '+ 2) | pipes | ~~' }] }] }] },
      ],
    };
    // What the full escaping of mdast-util-to-markdown made of it (intraword underscores kept, the link's URL in brackets).
    expect(pageMarkdown(tree)).toBe('## Step 1. \\*Install\\* the_cli\\_ #now\n\na_b_c \\<tag> & \\[x] ! [!\\[x\\]](<https://a.b/c d_(e)> "T \\"q\\"")\\_after\n\n- \\+ 2) | pipes | \\~\\~\n');
  });
});

describe('pageMarkdown over hostile text', () => {
  // Every ASCII punctuation character, alone and in runs, at a line start, after a line ending, inside and around words.
  const punctuation = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];
  const samples = [
    ...punctuation.flatMap((c) => [c, `${c}${c}${c}`, `${c} a`, `a${c}b`, `a ${c}`, `line\n${c} after`, `a\n${c}${c}\n`, ` ${c} `, `1${c} x`]),
    '<div>html</div>', '<!-- c -->', '<Tag prop={1} />', '{expression}', '&amp; &#123; &copy', 'a\\*b\\_c\\\\', '\\', '# h', '- item', '+ x', '1. one', '1) one', '> q',
    '```js', '~~~', '    indented', '***', '---', '___', '===', '| a | b |', 'www.example.com', 'https://a.b/c_d', 'mail@ex.com', '[x]: /y', '![i](j)', '[^1]',
    'trailing ', ' leading', '  both  ', '\t tab', 'a\r\nb', 'émoji 😀 *', '😀', '\u00a0nbsp', 'plain words only',
  ];
  const text = (value: string): Text => ({ type: 'text', value });
  // Each sample in each context the writer escapes differently: a paragraph (alone and between other
  // phrasing), a heading, a table cell, a list item, a quote, a link's text and emphasis.
  const contexts = (value: string): RootContent[] => [
    { type: 'paragraph', children: [text(value)] },
    { type: 'paragraph', children: [text(value), { type: 'inlineCode', value: 'c' }, text(value), { type: 'emphasis', children: [text(value)] }, text(value)] },
    { type: 'paragraph', children: [{ type: 'strong', children: [text(value)] }, text(value), { type: 'link', url: 'https://x.y', children: [text(value)] }, { type: 'break' }, text(value)] as PhrasingContent[] },
    { type: 'heading', depth: 2, children: [text(value)] },
    { type: 'table', children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [text(value)] }, { type: 'tableCell', children: [text(`x${value}`), { type: 'inlineCode', value: '|' }] }] }] },
    { type: 'list', ordered: false, children: [{ type: 'listItem', children: [{ type: 'paragraph', children: [text(value)] }] }] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [text(value), text(value)] }] },
    // Text before text that starts with each punctuation character: what the next starts with decides the escaping before it.
    { type: 'paragraph', children: punctuation.flatMap((c) => [text(value), text(`${c}z`)]) },
  ];

  it('writes exactly what mdast-util-to-markdown writes with the same options and its own handlers', () => {
    const options: Options = { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true };
    const written: string[] = [];
    const expected: string[] = [];
    for (const value of samples) {
      for (const node of contexts(value)) {
        const tree: Root = { type: 'root', children: [node, { type: 'paragraph', children: [text(value)] }] };
        written.push(pageMarkdown(tree));
        expected.push(toMarkdown(flattenPage(tree, 'agents'), options));
      }
    }
    expect(written.length).toBe(samples.length * 8);
    expect(written).toEqual(expected);
  });
});
