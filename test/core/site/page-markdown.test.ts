import { describe, expect, it } from 'vitest';
import type { Root, Text } from 'mdast';
import type { State } from 'mdast-util-to-markdown';
import { pageMarkdown, plainTextHandler } from '../../../src/core/site/page-markdown.ts';

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
