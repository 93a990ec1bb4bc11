import { copiedFileType } from '../project/copied-file-type.ts';
import { sanitizeSvgFile } from './sanitize-svg-file.ts';
import { sniffFileContent } from './sniff-file-content.ts';

/**
 * A project file as a site may serve it, or why it may not: `refused` says whether the file is of a
 * type a site never serves (`type`), an SVG that could not be read (`svg`), or bytes that are not of
 * the kind the extension says (`content`, with what they look like in `found`).
 */
export type ServableAsset =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly removed: readonly string[] }
  | { readonly ok: false; readonly refused: 'type' | 'svg'; readonly reason: string }
  | { readonly ok: false; readonly refused: 'content'; readonly reason: string; readonly found: 'markup' | 'other' };

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/**
 * What a site (the export, the playground's preview) may serve for a project file: the bytes as
 * they are when its type is one an export copies (see copiedFileType) and the bytes are of that
 * type (see sniffFileContent: a `.png` that is HTML is refused), except an SVG, which is served
 * sanitized (see sanitizeSvgFile; `removed` lists what was taken out) or not at all, since opened
 * directly it would run its script on the site's origin.
 */
export function servableAsset(path: string, bytes: Uint8Array): ServableAsset {
  const type = copiedFileType(path);
  if (!type) {
    if (/\.svgz$/i.test(path)) return { ok: false, refused: 'type', reason: 'a compressed SVG cannot be checked for script; save it as plain .svg' };
    return { ok: false, refused: 'type', reason: 'a browser could show a file of this type as a page of the site' };
  }
  if (type.kind !== 'svg') {
    const sniffed = sniffFileContent(type.kind, bytes);
    if (sniffed.ok) return { ok: true, bytes, removed: [] };
    const reason = sniffed.found === 'markup' ? `its extension says .${type.extension}, but it starts like HTML or XML` : `its extension says .${type.extension}, but its bytes are not a file of that kind`;
    return { ok: false, refused: 'content', reason, found: sniffed.found };
  }
  const result = sanitizeSvgFile(decoder.decode(bytes));
  if (!result.ok) return { ok: false, refused: 'svg', reason: result.reason };
  return { ok: true, bytes: encoder.encode(result.text), removed: result.removed };
}
