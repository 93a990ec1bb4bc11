import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { lintPage } from '../../../src/core/lint/index.ts';
import { parsePage } from '../../../src/core/page/index.ts';

function lint(body: string, code: string): Diagnostic[] {
  return lintPage(parsePage('page.mdx', body)).filter((d) => d.code === code);
}

function where(body: string, code: string): string[] {
  return lint(body, code).map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn}`);
}

function applyFix(text: string, d: Diagnostic | undefined): string {
  const edits = [...(d?.fix?.edits ?? [])].sort((a, b) => b.start - a.start);
  return edits.reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

describe('lint/image-outside-frame', () => {
  const code = 'lint/image-outside-frame';

  it('accepts Markdown images and <img> inside a Frame, at any depth', () => {
    expect(where('<Frame>\n  ![Chart](/chart.png)\n</Frame>', code)).toEqual([]);
    expect(where('<Frame caption="Light and dark">\n  <img src="/a.png" alt="A" className="dark:hidden" />\n  <div>\n    <img src="/b.png" alt="B" />\n  </div>\n</Frame>', code)).toEqual([]);
  });

  it('reports a Markdown image on its own and wraps its paragraph in a Frame', () => {
    const text = 'Intro\n\n![Chart](/chart.png)\n\nMore';
    const [d] = lint(text, code);
    expect(d).toMatchObject({ severity: 'warning', line: 3, column: 1, endLine: 3, endColumn: 21 });
    expect(applyFix(text, d)).toBe('Intro\n\n<Frame>\n![Chart](/chart.png)\n</Frame>\n\nMore');
  });

  it('keeps the indentation of a nested image in its fix', () => {
    const text = '<Steps>\n  <Step title="a">\n    ![Chart](/chart.png)\n  </Step>\n</Steps>';
    const [d] = lint(text, code);
    expect(d).toMatchObject({ line: 3, column: 5 });
    expect(applyFix(text, d)).toBe('<Steps>\n  <Step title="a">\n    <Frame>\n    ![Chart](/chart.png)\n    </Frame>\n  </Step>\n</Steps>');
  });

  it('wraps an image inside running text inline', () => {
    const text = 'See ![icon](/i.png) here.';
    const [d] = lint(text, code);
    expect(d).toMatchObject({ line: 1, column: 5, endColumn: 20 });
    expect(applyFix(text, d)).toBe('See <Frame>![icon](/i.png)</Frame> here.');
  });

  it('reports an <img> element and wraps it', () => {
    const text = '<img src="/a.png" alt="A" />';
    const [d] = lint(text, code);
    expect(d).toMatchObject({ line: 1, column: 1, endLine: 1, endColumn: 29 });
    expect(applyFix(text, d)).toBe('<Frame>\n<img src="/a.png" alt="A" />\n</Frame>');
  });
});

describe('lint/image-missing-alt', () => {
  const code = 'lint/image-missing-alt';

  it('accepts images with alt text, or alt from an expression', () => {
    expect(where('![A chart](/a.png)\n\n<img src="/a.png" alt="A chart" />\n\n<img src="/a.png" alt={label} />\n\n<img {...props} />', code)).toEqual([]);
  });

  it('reports a Markdown image without alt text', () => {
    const [d] = lint('Text\n\n![](/a.png)', code);
    expect(d).toMatchObject({ severity: 'warning', line: 3, column: 1, endLine: 3, endColumn: 12 });
    expect(d?.message).toBe('This image has no alt text. Describe what it shows for screen readers and search: `![What the image shows](…)`.');
  });

  it('reports an <img> without alt or with an empty alt', () => {
    expect(where('<img src="/a.png" />\n\n<img src="/b.png" alt="  " />\n\n<img src="/c.png" alt />', code)).toEqual(['1:1-1:21', '3:1-3:30', '5:1-5:25']);
  });
});
