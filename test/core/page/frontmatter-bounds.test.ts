import { describe, expect, it } from 'vitest';
import { frontmatterBounds } from '../../../src/core/page/frontmatter-bounds.ts';
import { scanFrontmatter } from '../../../src/core/page/frontmatter-block.ts';

describe('frontmatterBounds', () => {
  it('finds the block between the --- lines', () => {
    expect(frontmatterBounds('---\ntitle: A\n---\nBody')).toEqual({ start: 0, contentStart: 4, contentEnd: 13, end: 17, closed: true });
  });

  it('handles CRLF and a BOM', () => {
    expect(frontmatterBounds('\uFEFF---\r\ntitle: A\r\n---\r\n')).toEqual({ start: 1, contentStart: 6, contentEnd: 16, end: 21, closed: true });
  });

  it('runs to the end of the text when the block is not closed', () => {
    expect(frontmatterBounds('---\ntitle: A\n')).toEqual({ start: 0, contentStart: 4, contentEnd: 13, end: 13, closed: false });
  });

  it('is undefined without a --- first line', () => {
    expect(frontmatterBounds('# Title\n---\n')).toBeUndefined();
    expect(frontmatterBounds('----\n')).toBeUndefined();
  });

  it('ends lines at a lone CR too, and allows spaces after the fences', () => {
    expect(frontmatterBounds('--- \rtitle: A\r---\t\rBody')).toEqual({ start: 0, contentStart: 5, contentEnd: 14, end: 19, closed: true });
  });
});

describe('scanFrontmatter', () => {
  it('gives the closed block with its YAML, without the line break before the closing fence', () => {
    expect(scanFrontmatter('---\r\ntitle: A\r\n---  \r\nBody')).toEqual({ value: 'title: A', start: 0, end: 20, contentStart: 5, closeStart: 15 });
    expect(scanFrontmatter('---\n---\n')).toEqual({ value: '', start: 0, end: 7, contentStart: 4, closeStart: 4 });
  });

  it('is undefined for a block that is not closed', () => {
    expect(scanFrontmatter('---\ntitle: A\n')).toBeUndefined();
  });
});
