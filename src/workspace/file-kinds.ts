const textExtensions = new Set(['md', 'mdx', 'json', 'jsonc', 'yaml', 'yml', 'txt', 'svg', 'css', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'html', 'htm', 'xml', 'csv', 'toml', 'sh', 'py', 'rb', 'go', 'rs', 'java', 'env', 'gitignore', 'editorconfig', 'license']);
const imageTypes: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
};
const mediaTypes: Readonly<Record<string, string>> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', mp3: 'audio/mpeg', wav: 'audio/wav', pdf: 'application/pdf' };

/** The lowercase extension of a path, without the dot (`md` for `a/b.MD`; the name itself for dotfiles such as `.gitignore`). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot < 0 ? (textExtensions.has(name) ? name : '') : name.slice(dot + 1);
}

/** True for files the editor opens as text (pages, config, code, SVG); everything else is bytes. */
export function isTextPath(path: string): boolean {
  const ext = extensionOf(path);
  return ext === '' || textExtensions.has(ext);
}

/** True for files shown as an image rather than text. */
export function isImagePath(path: string): boolean {
  return extensionOf(path) in imageTypes;
}

/** The MIME type of an image or media file the preview may show; undefined for anything else. */
export function mediaTypeOf(path: string): string | undefined {
  const ext = extensionOf(path);
  return imageTypes[ext] ?? mediaTypes[ext];
}

/** The editor language of a text file: `json`, `markdown` (also MDX), `yaml`, or `plaintext`. */
export function languageOf(path: string): 'json' | 'markdown' | 'yaml' | 'plaintext' {
  const ext = extensionOf(path);
  if (ext === 'json' || ext === 'jsonc') return 'json';
  if (ext === 'md' || ext === 'mdx') return 'markdown';
  if (ext === 'yaml' || ext === 'yml') return 'yaml';
  return 'plaintext';
}
