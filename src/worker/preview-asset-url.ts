/**
 * The URL the preview gets for a project file: `prefix` and the path with each segment
 * percent-encoded, quotes, parentheses and `!*` included. The preview finds a reference as the
 * prefix and the characters after it up to a space, a quote, a parenthesis, `<`, `>` or a comma (the
 * ends of a URL in an attribute, a srcset or a CSS `url()`), and decodes what it found; a path
 * written as it is would end at its first space (`images/docs thumbnails/x.png`).
 */
export function previewAssetUrl(prefix: string, path: string): string {
  return prefix + path.split('/').map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');
}
