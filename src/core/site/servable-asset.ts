import { sanitizeSvgFile } from './sanitize-svg-file.ts';

/** A project file as a site may serve it, or why it may not. */
export type ServableAsset = { readonly ok: true; readonly bytes: Uint8Array; readonly removed: readonly string[] } | { readonly ok: false; readonly reason: string };

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

/**
 * What a site (the export, the playground's preview) may serve for a project file: the bytes as
 * they are, except an SVG, which is served sanitized (see sanitizeSvgFile; `removed` lists what was
 * taken out) or not at all, since opened directly it would run its script on the site's origin.
 */
export function servableAsset(path: string, bytes: Uint8Array): ServableAsset {
  if (!/\.svgz?$/i.test(path)) return { ok: true, bytes, removed: [] };
  if (/z$/i.test(path)) return { ok: false, reason: 'a compressed SVG cannot be checked for script; save it as plain .svg' };
  const result = sanitizeSvgFile(decoder.decode(bytes));
  if (!result.ok) return { ok: false, reason: result.reason };
  return { ok: true, bytes: encoder.encode(result.text), removed: result.removed };
}
