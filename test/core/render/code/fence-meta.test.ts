import { describe, expect, it } from 'vitest';
import { maxHighlightedLines } from '../../../../src/core/limits.ts';
import { parseFenceMeta } from '../../../../src/core/render/code/fence-meta.ts';

describe('parseFenceMeta', () => {
  it('reads a file name as the title', () => {
    expect(parseFenceMeta('app.js')).toEqual({ title: 'app.js', highlight: new Set(), focus: new Set(), options: new Map() });
  });

  it('joins free words into a title and reads line ranges', () => {
    const meta = parseFenceMeta('Line Highlighting Example {1,3-5}');
    expect(meta.title).toBe('Line Highlighting Example');
    expect([...meta.highlight]).toEqual([1, 3, 4, 5]);
  });

  it('prefers title="…" and reads highlight={…} and flags', () => {
    const meta = parseFenceMeta('title="My file.ts" highlight={2-3} wrap icon="js"');
    expect(meta.title).toBe('My file.ts');
    expect([...meta.highlight]).toEqual([2, 3]);
    expect(meta.options).toEqual(new Map<string, string | true>([['title', 'My file.ts'], ['wrap', true], ['icon', 'js']]));
  });

  it('has no title for an empty meta', () => {
    expect(parseFenceMeta(null)).toEqual({ title: undefined, highlight: new Set(), focus: new Set(), options: new Map() });
  });

  it('ignores malformed parts of a range list', () => {
    expect([...parseFenceMeta('highlight={a,2}').highlight]).toEqual([2]);
  });

  it('treats braces that are not line ranges as title words', () => {
    expect(parseFenceMeta('{a,2}')).toEqual({ title: '{a,2}', highlight: new Set(), focus: new Set(), options: new Map() });
  });
});

describe('parseFenceMeta options of the platform', () => {
  it('reads focus={2,4-5}, focus=2,4,5 and the CodeBlock form "[1,3]" as focused lines', () => {
    expect([...parseFenceMeta('focus={2,4-5}').focus]).toEqual([2, 4, 5]);
    expect([...parseFenceMeta('Line focusing example focus=2,4,5').focus]).toEqual([2, 4, 5]);
    expect([...parseFenceMeta('focus="[1,3]"').focus]).toEqual([1, 3]);
  });

  it('keeps every option out of the title: flags, icon=…, focus, lines, hideCopy', () => {
    const meta = parseFenceMeta('HelloWorld.java example icon=java lines expandable wrap hideCopy focus={1} theme="dark"');
    expect(meta).toEqual({
      title: 'HelloWorld.java example',
      highlight: new Set(),
      focus: new Set([1]),
      options: new Map<string, string | true>([['icon', 'java'], ['lines', true], ['expandable', true], ['wrap', true], ['hideCopy', true], ['theme', 'dark']]),
    });
  });
});

describe('parseFenceMeta on hostile ranges', () => {
  it('clamps {1-100000000} to maxHighlightedLines without a line per number, and says so', () => {
    const meta = parseFenceMeta('{1-100000000}');
    expect(meta.highlight.size).toBe(maxHighlightedLines);
    expect(meta.clipped).toBe(true);
  });

  it('merges thousands of overlapping ranges before expanding them', () => {
    const meta = parseFenceMeta(`{${Array(20_000).fill('1-9999').join(',')}}`);
    expect(meta.highlight.size).toBe(9999);
    expect(meta.clipped).toBeUndefined();
  });

  it('keeps overlapping and out-of-order ranges exact', () => {
    expect([...parseFenceMeta('{7,2-4,3-5,9-8}').highlight]).toEqual([2, 3, 4, 5, 7]);
  });
});
