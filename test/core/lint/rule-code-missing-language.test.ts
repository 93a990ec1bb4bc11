import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { lintPage } from '../../../src/core/lint/index.ts';
import { parsePage } from '../../../src/core/page/index.ts';

function lint(body: string): Diagnostic[] {
  return lintPage(parsePage('page.mdx', body)).filter((d) => d.code === 'lint/code-missing-language');
}

describe('lint/code-missing-language', () => {
  it('accepts fences with a language, and indented code, which cannot have one', () => {
    expect(lint('```bash\nnpm i\n```\n\n~~~json title.json\n{}\n~~~\n\nText\n\n    indented code')).toEqual([]);
  });

  it('reports a fence without a language on its opening line', () => {
    const [d, ...rest] = lint('Run:\n\n```\nnpm i\n```');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'warning', line: 3, column: 1, endLine: 3, endColumn: 4 });
    expect(d?.message).toBe('Name the language of this code block after the opening fence, such as ```bash or ```json, so it is highlighted.');
  });

  it('reports fences in lists, block quotes and components at their own column', () => {
    const found = lint('- Step\n\n  ```\n  x\n  ```\n\n> ~~~~\n> y\n> ~~~~\n\n<CodeGroup>\n```\nz\n```\n</CodeGroup>');
    expect(found.map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn}`)).toEqual(['3:3-3:6', '7:3-7:7', '12:1-12:4']);
  });
});
