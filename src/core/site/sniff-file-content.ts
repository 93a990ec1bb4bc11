import type { CopiedFileKind } from '../project/copied-file-type.ts';

/** Whether a file's bytes are of the kind its extension says, and if not, what they look like. */
export type SniffedContent = { readonly ok: true } | { readonly ok: false; readonly found: 'markup' | 'other' };

type Signature = readonly (number | undefined)[];

const ascii = (text: string, at = 0): Signature => [...Array<undefined>(at), ...[...text].map((c) => c.charCodeAt(0))];

/** The signatures each binary kind may start with (`undefined` matches any byte); a kind with none here is checked otherwise. */
const signatures: Readonly<Partial<Record<CopiedFileKind, readonly Signature[]>>> = {
  image: [
    [0x89, 0x50, 0x4e, 0x47], // PNG
    [0xff, 0xd8, 0xff], // JPEG
    ascii('GIF87a'),
    ascii('GIF89a'),
    [...ascii('RIFF'), undefined, undefined, undefined, undefined, ...ascii('WEBP')],
    ascii('ftyp', 4), // AVIF and HEIF
    ascii('BM'),
    [0, 0, 1, 0], // ICO
    [0, 0, 2, 0], // CUR
  ],
  font: [ascii('wOFF'), ascii('wOF2'), [0, 1, 0, 0], ascii('OTTO'), ascii('true'), ascii('ttcf')],
  media: [
    ascii('ftyp', 4), // MP4, M4A, MOV
    ...['moov', 'mdat', 'free', 'skip', 'wide', 'pnot'].map((atom) => ascii(atom, 4)), // older QuickTime
    [0x1a, 0x45, 0xdf, 0xa3], // WebM (EBML)
    ascii('OggS'),
    ascii('ID3'), // MP3 with tags
    [...ascii('RIFF'), undefined, undefined, undefined, undefined, ...ascii('WAVE')],
  ],
  pdf: [ascii('%PDF-')],
  office: [
    [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE: .doc, .xls, .ppt
    [0x50, 0x4b, 0x03, 0x04], // ZIP: .docx, .odt, .epub
  ],
  archive: [
    [0x50, 0x4b, 0x03, 0x04], // ZIP
    [0x50, 0x4b, 0x05, 0x06], // empty ZIP
    [0x1f, 0x8b], // gzip
    [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
    ascii('ustar', 257), // tar
  ],
};

function startsWith(bytes: Uint8Array, signature: Signature): boolean {
  if (bytes.length < signature.length) return false;
  return signature.every((byte, i) => byte === undefined || bytes[i] === byte);
}

/** An MP3 without tags starts with a frame's sync bits. */
function isMpegFrame(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
}

/**
 * Whether the first character of some text is `<`, after a byte order mark (UTF-8 or UTF-16) and
 * white space: how a browser that gets no content type tells HTML (and XML, SVG) from other text.
 */
export function startsLikeMarkup(bytes: Uint8Array): boolean {
  let wide: 'le' | 'be' | undefined;
  let i = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) i = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [wide, i] = ['le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [wide, i] = ['be', 2];
  const step = wide ? 2 : 1;
  for (; i + step - 1 < bytes.length; i += step) {
    const high = wide === 'le' ? bytes[i + 1] : wide === 'be' ? bytes[i] : 0;
    const low = wide === 'be' ? bytes[i + 1] : bytes[i];
    if (high !== 0) return false;
    if (low === 0x20 || low === 0x09 || low === 0x0a || low === 0x0c || low === 0x0d) continue;
    return low === 0x3c;
  }
  return false;
}

/**
 * Checks that a file's bytes are what its kind says, so that nothing a browser could take for a
 * page (HTML, XML, SVG with script) is served under an inert type: a host that sends no content
 * type, or the wrong one, leaves the browser to guess from the bytes. An image, font, audio or
 * video file, PDF, office document or archive must start with a signature of its kind (a `.png`
 * beginning `<html` is refused, as `found: 'markup'`; one beginning with anything else unknown as
 * `found: 'other'`); a text or data file must not start with `<` (after a byte order mark and
 * white space). SVG is not checked here: it is sanitized instead (see sanitizeSvgFile).
 */
export function sniffFileContent(kind: CopiedFileKind, bytes: Uint8Array): SniffedContent {
  const markup = startsLikeMarkup(bytes);
  if (kind === 'svg') return { ok: true };
  if (kind === 'text') return markup ? { ok: false, found: 'markup' } : { ok: true };
  const known = signatures[kind] ?? [];
  if (known.some((signature) => startsWith(bytes, signature)) || (kind === 'media' && isMpegFrame(bytes))) return { ok: true };
  return { ok: false, found: markup ? 'markup' : 'other' };
}
