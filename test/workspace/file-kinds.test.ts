import { describe, expect, it } from 'vitest';
import { extensionOf, isImagePath, isTextPath, languageOf, mediaTypeOf } from '../../src/workspace/index.ts';

describe('file kinds', () => {
  it('tells text from binary files', () => {
    expect(['a.mdx', 'docs.json', 'x.SVG', '.gitignore', 'LICENSE', 'Makefile', 'c.yml'].map(isTextPath)).toEqual([true, true, true, true, true, true, true]);
    expect(['a.png', 'b.JPG', 'font.woff2', 'doc.pdf'].map(isTextPath)).toEqual([false, false, false, false]);
  });

  it('knows images and the media types the preview needs', () => {
    expect(isImagePath('logo/dark.svg')).toBe(true);
    expect(isImagePath('video.mp4')).toBe(false);
    expect(mediaTypeOf('a.svg')).toBe('image/svg+xml');
    expect(mediaTypeOf('b.jpeg')).toBe('image/jpeg');
    expect(mediaTypeOf('c.mp4')).toBe('video/mp4');
    expect(mediaTypeOf('d.mdx')).toBeUndefined();
  });

  it('picks the editor language and the extension', () => {
    expect(['a.json', 'b.mdx', 'c.md', 'd.yaml', 'e.txt'].map(languageOf)).toEqual(['json', 'markdown', 'markdown', 'yaml', 'plaintext']);
    expect(extensionOf('dir.v2/File.MDX')).toBe('mdx');
    expect(extensionOf('README')).toBe('');
  });
});
