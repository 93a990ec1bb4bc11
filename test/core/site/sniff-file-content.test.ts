import { describe, expect, it } from 'vitest';
import { sniffFileContent, startsLikeMarkup } from '../../../src/core/site/sniff-file-content.ts';

const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...list: number[]) => new Uint8Array(list);
const utf16le = (s: string) => new Uint8Array([0xff, 0xfe, ...[...s].flatMap((c) => [c.charCodeAt(0), 0])]);

describe('sniffFileContent', () => {
  it('accepts each binary kind by its signatures, a format of the same kind included', () => {
    const accepted: [Parameters<typeof sniffFileContent>[0], Uint8Array][] = [
      ['image', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
      ['image', bytes(0xff, 0xd8, 0xff, 0xe0)],
      ['image', text('GIF89a')],
      ['image', text('RIFF\0\0\0\0WEBPVP8 ')],
      ['image', text('\0\0\0\x1cftypavif')],
      ['image', text('BM')],
      ['image', bytes(0, 0, 1, 0, 1)],
      ['font', text('wOFF')],
      ['font', text('wOF2')],
      ['font', bytes(0, 1, 0, 0)],
      ['font', text('OTTO')],
      ['media', text('\0\0\0\x18ftypmp42')],
      ['media', bytes(0x1a, 0x45, 0xdf, 0xa3)],
      ['media', text('OggS')],
      ['media', text('ID3')],
      ['media', bytes(0xff, 0xfb, 0x90)],
      ['media', text('RIFF\0\0\0\0WAVEfmt ')],
      ['pdf', text('%PDF-1.7')],
      ['office', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
      ['office', text('PK\x03\x04')],
      ['archive', text('PK\x03\x04')],
      ['archive', bytes(0x1f, 0x8b, 8)],
      ['archive', new Uint8Array([...new Uint8Array(257), ...text('ustar')])],
      ['text', text('a,b\n1,2')],
      ['text', text('{"html": "<html>"}')],
      ['text', text('')],
      ['svg', text('<svg/>')],
    ];
    for (const [kind, content] of accepted) expect(sniffFileContent(kind, content), `${kind} ${[...content.slice(0, 8)].join(' ')}`).toEqual({ ok: true });
  });

  it('refuses markup under a binary or text kind, and unknown bytes under a binary kind', () => {
    expect(sniffFileContent('image', text('<html><script>window.__ran = 1</script>'))).toEqual({ ok: false, found: 'markup' });
    expect(sniffFileContent('image', text('\uFEFF \n<?xml version="1.0"?><x/>'))).toEqual({ ok: false, found: 'markup' });
    expect(sniffFileContent('image', text('<svg onload="x()"/>'))).toEqual({ ok: false, found: 'markup' });
    expect(sniffFileContent('font', text('<!DOCTYPE html>'))).toEqual({ ok: false, found: 'markup' });
    expect(sniffFileContent('pdf', text('  <html>%PDF-1.7'))).toEqual({ ok: false, found: 'markup' });
    expect(sniffFileContent('text', text('\t<script>x()</script>'))).toEqual({ ok: false, found: 'markup' });
    expect(sniffFileContent('text', utf16le(' <html>'))).toEqual({ ok: false, found: 'markup' });
    expect(sniffFileContent('image', text('png'))).toEqual({ ok: false, found: 'other' });
    expect(sniffFileContent('image', new Uint8Array())).toEqual({ ok: false, found: 'other' });
    expect(sniffFileContent('media', text('RIFF\0\0\0\0WEBP'))).toEqual({ ok: false, found: 'other' });
    expect(sniffFileContent('archive', text('docx'))).toEqual({ ok: false, found: 'other' });
  });
});

describe('startsLikeMarkup', () => {
  it('looks past a byte order mark (UTF-8, UTF-16) and white space, and nowhere else', () => {
    expect(startsLikeMarkup(text('<'))).toBe(true);
    expect(startsLikeMarkup(text('\uFEFF\r\n\f <a'))).toBe(true);
    expect(startsLikeMarkup(utf16le('\n<x'))).toBe(true);
    expect(startsLikeMarkup(new Uint8Array([0xfe, 0xff, 0, 0x20, 0, 0x3c]))).toBe(true);
    expect(startsLikeMarkup(text('a <b>'))).toBe(false);
    expect(startsLikeMarkup(utf16le('a<'))).toBe(false);
    expect(startsLikeMarkup(text('   '))).toBe(false);
  });
});
