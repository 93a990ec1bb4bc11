import '../../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { grammarOf, highlightToHtml, wrapLines } from '../../../../src/core/render/code/highlight.ts';

describe('highlight', () => {
  it('knows common languages and aliases, not made-up ones', () => {
    expect(grammarOf('TypeScript')).toBe('typescript');
    expect(grammarOf('sh')).toBe('sh');
    expect(grammarOf('prisma')).toBeUndefined();
  });

  it('escapes plain text', () => {
    expect(highlightToHtml('<a> & b', undefined)).toBe('&lt;a&gt; &amp; b');
  });

  it('returns the same HTML for the same code (cached)', () => {
    const a = highlightToHtml('const x = 1;', 'javascript');
    expect(highlightToHtml('const x = 1;', 'javascript')).toBe(a);
    expect(a).toBe('<span class="hljs-keyword">const</span> x = <span class="hljs-number">1</span>;');
  });

  it('closes and reopens a token that crosses a line break when wrapping lines', () => {
    expect(wrapLines('<span class="c">a\nb</span>\nc', new Map([[2, ['q-line-highlight']]]))).toBe('<span class="q-line"><span class="c">a</span></span>\n<span class="q-line q-line-highlight"><span class="c">b</span></span>\n<span class="q-line">c</span>');
  });
});
