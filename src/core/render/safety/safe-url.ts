/** What a URL is used for: a link target, media to show (image, video, audio), or an embedded frame. */
export type UrlUse = 'link' | 'media' | 'frame';

const schemes: Readonly<Record<UrlUse, ReadonlySet<string>>> = {
  link: new Set(['http', 'https', 'mailto', 'tel']),
  media: new Set(['http', 'https']),
  frame: new Set(['http', 'https']),
};
const dataMedia = /^data:(?:image\/(?:png|gif|jpe?g|webp|avif|bmp|svg\+xml)|video\/(?:mp4|webm|ogg)|audio\/(?:mpeg|ogg|wav|webm))[;,]/;

/**
 * The URL when it is safe for `use`, else undefined. Browsers ignore ASCII whitespace and control
 * characters inside a scheme (`java\tscript:`), so the scheme is read with them removed; relative
 * URLs and `#fragments` are always safe.
 */
export function safeUrl(url: string, use: UrlUse): string | undefined {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (!scheme) return url.trim();
  if (schemes[use].has(scheme[1] ?? '')) return url.trim();
  if (use === 'media' && dataMedia.test(compact)) return url.trim();
  return undefined;
}

