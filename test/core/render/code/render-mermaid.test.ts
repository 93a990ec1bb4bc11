import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('mermaid fences', () => {
  it('are their source in a diagram container, escaped, with no copy button or highlighting (the page script draws them)', () => {
    expect(render('```mermaid\ngraph TD\n  A[<b>x</b>] --> B & C\n```').html).toBe(
      html(h('div', { className: ['q-mermaid'] }, [h('pre', { className: ['q-mermaid-source'] }, [h('code', 'graph TD\n  A[<b>x</b>] --> B & C')])])),
    );
  });

  it('the language is read in any case', () => {
    expect(render('```Mermaid\npie\n```').html).toBe(html(h('div', { className: ['q-mermaid'] }, [h('pre', { className: ['q-mermaid-source'] }, [h('code', 'pie')])])));
  });
});
