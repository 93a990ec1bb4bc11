import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/index.ts';
import { createMissingPageFix } from '../../src/editor/fix-missing-page.ts';

const config = '{\n  "navigation": [{ "group": "Start", "pages": ["intro", "guides/getting-started"] }]\n}';
const missing = (column: number, endColumn: number, message = 'Navigation lists "guides/getting-started", but there is no guides/getting-started.mdx or guides/getting-started.md file. Create the page or fix the path.'): Diagnostic => ({
  file: 'docs.json',
  line: 2,
  column,
  endLine: 2,
  endColumn,
  severity: 'error',
  code: 'project/missing-page',
  message,
  path: 'navigation[0].pages[1]',
});

describe('createMissingPageFix', () => {
  it('creates <page>.mdx with front matter, reading the page from the JSON string at the diagnostic', () => {
    expect(createMissingPageFix(config, missing(57, 81, 'The page does not exist.'))).toEqual({
      title: 'Create guides/getting-started.mdx',
      edits: [{ file: 'guides/getting-started.mdx', start: 0, end: 0, text: '---\ntitle: "Getting started"\ndescription: ""\n---\n\n' }],
    });
  });

  it('falls back to the page quoted in the message', () => {
    expect(createMissingPageFix(config, missing(1, 1, 'Navigation lists "/faq", but there is no faq.mdx.'))?.edits[0]?.file).toBe('faq.mdx');
  });

  it('offers nothing for URLs or when no page is found', () => {
    expect(createMissingPageFix(config, missing(1, 1, 'Navigation lists "https://acme.dev/x".'))).toBeUndefined();
    expect(createMissingPageFix(config, missing(1, 1, 'No page.'))).toBeUndefined();
  });
});
