import { describe, expect, it } from 'vitest';
import { maxPageChars, maxPageCharsWithData, maxPageDepth } from '../../../src/core/limits.ts';
import { parsePage } from '../../../src/core/page/index.ts';
import { deepLinePrefix, embeddedDataChars } from '../../../src/core/page/page-limits.ts';

/** `code line:column-endLine:endColumn message` of a page's one diagnostic, and whether it parsed. */
const outcome = (file: string, text: string) => {
  const page = parsePage(file, text);
  return { ok: page.ok, children: page.tree.children.length, diagnostics: page.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.message}`) };
};

const tooDeep = 'Content is nested more than 200 levels deep here (components, lists or quotes inside each other), so the page is not rendered. Flatten the nesting.';

describe('parsePage limits', () => {
  it('does not count the base64 of inline data: images toward maxPageChars', () => {
    // Before: page/too-large "This page has 1,280,119 characters; …", and the page showed an error panel.
    const image = `![Screenshot](data:image/png;base64,${'iVBORw0KGgo'.repeat(109_091)})`;
    const text = `---\ntitle: A\ndescription: B\n---\n\nIntro.\n\n${image}\n\n<img src="data:image/jpeg;base64,${'/9j/4AAQ'.repeat(10_000)}" />\n`;
    expect(text.length).toBeGreaterThan(maxPageChars);
    expect(outcome('shots.mdx', text)).toEqual({ ok: true, children: 4, diagnostics: [] });
  });

  it('still counts text beside data: images, and everything past maxPageCharsWithData', () => {
    const text = `${'x'.repeat(maxPageChars + 1)}\n\n![a](data:image/png;base64,${'A'.repeat(1000)})`;
    expect(outcome('big.mdx', text).diagnostics).toEqual(['page/too-large 1:1-1:1 This page has 1,000,031 characters besides 1,000 of inline `data:` images; a page may have at most 1,000,000, so it is not read. Split it into several pages.']);
    const huge = `![a](data:image/png;base64,${'A'.repeat(maxPageCharsWithData)})`;
    expect(outcome('huge.mdx', huge).diagnostics).toEqual(['page/too-large 1:1-1:1 This page has 20,000,028 characters; a page may have at most 1,000,000, so it is not read. Split it into several pages.']);
  });

  it('finds data: payloads in one pass', () => {
    expect(embeddedDataChars('a data:image/png;base64,QUJD= b data: not an image ;base64,xyz data:text/plain;charset=utf-8;base64,SGk=')).toBe(9);
  });

  it('does not parse a page over maxPageChars: page/too-large at 1:1', () => {
    expect(outcome('big.mdx', 'x'.repeat(maxPageChars + 1))).toEqual({ ok: false, children: 0, diagnostics: ['page/too-large 1:1-1:1 This page has 1,000,001 characters; a page may have at most 1,000,000, so it is not read. Split it into several pages.'] });
  });

  it('refuses 5,000 nested components with page/too-deep on the first line past the limit (no RangeError)', () => {
    const text = `${'<Note>\n'.repeat(5000)}x\n${'</Note>\n'.repeat(5000)}`;
    expect(outcome('deep.mdx', text)).toEqual({ ok: false, children: 0, diagnostics: [`page/too-deep ${maxPageDepth + 1}:1-${maxPageDepth + 1}:7 ${tooDeep}`] });
  });

  it('parses components nested just within the limit', () => {
    const n = maxPageDepth - 2; // root → n components → paragraph → text
    expect(outcome('ok.mdx', `${'<Note>\n'.repeat(n)}x\n${'</Note>\n'.repeat(n)}`)).toEqual({ ok: true, children: 1, diagnostics: [] });
  });

  it('refuses deep list and quote prefixes before parsing them (micromark is cubic on those)', () => {
    expect(outcome('list.md', `# T\n\n${'- '.repeat(100_000)}x\n`).diagnostics).toEqual([`page/too-deep 3:1-3:200002 ${tooDeep}`]);
    const nested = Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n');
    expect(outcome('nested.md', nested).diagnostics).toEqual([`page/too-deep 401:1-401:804 ${tooDeep}`]);
  });
});

describe('deepLinePrefix', () => {
  it('counts > and list markers one level each and four columns of indentation one level', () => {
    expect(deepLinePrefix('> > - 1. x', 3)).toBe(0);
    expect(deepLinePrefix('> > - 1. x', 4)).toBeUndefined();
    expect(deepLinePrefix(`ok\n${' '.repeat(12)}- x`, 3)).toBe(3);
    expect(deepLinePrefix(`${' '.repeat(12)}x`, 3)).toBeUndefined();
  });

  it('does not count what is not a marker: a thematic break, a number without a space, emphasis', () => {
    expect(deepLinePrefix('-----\n2024.\n*a* **b**', 0)).toBeUndefined();
  });
});
