import { describe, expect, it } from 'vitest';
import { applyTextEdits, checkPage, type Diagnostic, quickFixes } from '../../../src/core/index.ts';

const imageDiagnostic = (line: number, column: number, endLine: number, endColumn: number): Diagnostic => ({
  file: 'guide.mdx',
  line,
  column,
  endLine,
  endColumn,
  severity: 'warning',
  code: 'lint/image-outside-frame',
  message: 'Wrap every image in `<Frame>`.',
});

const fixed = (text: string, d: Diagnostic): string | undefined => {
  const [fix] = quickFixes(text, d);
  return fix ? applyTextEdits(text, fix.edits) : undefined;
};

describe('imageFrameFixes', () => {
  it('puts an image alone on its line between <Frame> lines', () => {
    const text = 'Intro.\n\n![Dashboard](/images/dash.png)\n\nMore.\n';
    expect(quickFixes(text, imageDiagnostic(3, 1, 3, 31))).toEqual([
      {
        title: 'Wrap in <Frame>',
        edits: [{ file: 'guide.mdx', start: 8, end: 38, text: '<Frame>\n![Dashboard](/images/dash.png)\n</Frame>' }],
      },
    ]);
    expect(fixed(text, imageDiagnostic(3, 1, 3, 31))).toBe('Intro.\n\n<Frame>\n![Dashboard](/images/dash.png)\n</Frame>\n\nMore.\n');
  });

  it('repeats the indentation of an image inside a component', () => {
    const text = '<Step title="Open">\n  <img src="/a.png" alt="A" />\n</Step>';
    expect(fixed(text, imageDiagnostic(2, 3, 2, 32))).toBe('<Step title="Open">\n  <Frame>\n  <img src="/a.png" alt="A" />\n  </Frame>\n</Step>');
  });

  it('keeps a multi-line img as written and the CRLF line breaks', () => {
    const text = 'A\r\n\r\n<img\r\n  src="/a.png"\r\n/>\r\n';
    expect(fixed(text, imageDiagnostic(3, 1, 5, 3))).toBe('A\r\n\r\n<Frame>\r\n<img\r\n  src="/a.png"\r\n/>\r\n</Frame>\r\n');
  });

  it('moves a linked image alone on its line into the frame with its link', () => {
    const text = '[![Logo](/logo.png)](https://acme.dev)\n';
    expect(fixed(text, imageDiagnostic(1, 2, 1, 20))).toBe('<Frame>\n[![Logo](/logo.png)](https://acme.dev)\n</Frame>\n');
  });

  it('wraps inline an image that shares its paragraph with other lines', () => {
    const text = 'Intro.\n\n![A](/a.png)\n![B](/b.png)\n';
    expect(fixed(text, imageDiagnostic(3, 1, 3, 13))).toBe('Intro.\n\n<Frame>![A](/a.png)</Frame>\n![B](/b.png)\n');
  });

  it('wraps inline an image that continues a list item', () => {
    const text = '1. Open the page\n![Page](/p.png)\n\n2. Next';
    expect(fixed(text, imageDiagnostic(2, 1, 2, 16))).toBe('1. Open the page\n<Frame>![Page](/p.png)</Frame>\n\n2. Next');
  });

  it('wraps an image inside text inline', () => {
    const text = 'Click ![gear](/gear.png "Settings") to open settings.';
    expect(fixed(text, imageDiagnostic(1, 7, 1, 36))).toBe('Click <Frame>![gear](/gear.png "Settings")</Frame> to open settings.');
  });

  it('finds the image on the diagnostic line when the range covers only part of it', () => {
    expect(fixed('![Dashboard](/images/dash.png)', imageDiagnostic(1, 1, 1, 1))).toBe('<Frame>\n![Dashboard](/images/dash.png)\n</Frame>');
  });

  it('wraps a reference image as a block, and inline in text', () => {
    expect(fixed('![Logo][logo]\n\n[logo]: /logo.png\n', imageDiagnostic(1, 1, 1, 14))).toBe('<Frame>\n![Logo][logo]\n</Frame>\n\n[logo]: /logo.png\n');
    expect(fixed('See ![Logo] here.\n\n[logo]: /logo.png\n', imageDiagnostic(1, 5, 1, 12))).toBe('See <Frame>![Logo]</Frame> here.\n\n[logo]: /logo.png\n');
  });

  it('offers nothing when there is no image at the diagnostic', () => {
    expect(quickFixes('No image here.', imageDiagnostic(1, 1, 1, 5))).toEqual([]);
  });

  it('is the fix the lint rule attaches, for an inline, a block and a reference image', () => {
    const text = '---\ntitle: A\ndescription: B\n---\n\nSee ![a](/a.png) here.\n\n![b](/b.png)\n\n![c][c]\n\n[c]: /c.png\n';
    const found = checkPage('guide.mdx', text).diagnostics.filter((d) => d.code === 'lint/image-outside-frame');
    expect(found.map((d) => d.fix && applyTextEdits(text, d.fix.edits).split('\n').slice(5, 12).join('|'))).toEqual([
      'See <Frame>![a](/a.png)</Frame> here.||![b](/b.png)||![c][c]||[c]: /c.png',
      'See ![a](/a.png) here.||<Frame>|![b](/b.png)|</Frame>||![c][c]',
      'See ![a](/a.png) here.||![b](/b.png)||<Frame>|![c][c]|</Frame>',
    ]);
    expect(found.map((d) => d.fix)).toEqual(found.map((d) => quickFixes(text, { ...d, message: 'x' })[0]));
  });
});
