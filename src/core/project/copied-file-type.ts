/**
 * What kind of file a type is, for the checks of its bytes (see sniffFileContent): each kind has
 * its own signatures, and a file of one kind may carry another format of the same kind (a `.jpg`
 * that is really a PNG shows all the same).
 */
export type CopiedFileKind = 'image' | 'svg' | 'font' | 'media' | 'pdf' | 'text' | 'office' | 'archive';

/** A file type a site copies: its kind, and whether only when a page, the config or the shell links to it. */
export interface CopiedFileType {
  readonly extension: string;
  readonly kind: CopiedFileKind;
  /** Copied only when something of the site links to the file (a download), not whenever it is in the project. */
  readonly linkedOnly: boolean;
}

/**
 * The allowlist of types an export copies (and the preview shows): only types that every common
 * static host (mime-db based ones, `python3 -m http.server`) serves with a content type a browser
 * shows inertly or downloads: images, fonts, audio and video, PDF, plain text and data, office
 * documents and archives. Anything else (`.html`, `.xml` and its hundreds of dialects such as
 * `.xpdl` or `.rng`, `.xsl`, `.svgz`, scripts) could be served as a document of the site's origin
 * and run script, so a list of forbidden types can never be complete. SVG is served sanitized.
 */
const types: readonly (readonly [CopiedFileKind, boolean, readonly string[]])[] = [
  ['image', false, ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp']],
  ['svg', false, ['svg']],
  ['font', false, ['woff', 'woff2', 'ttf', 'otf']],
  ['media', false, ['mp4', 'webm', 'mov', 'ogg', 'mp3', 'wav', 'm4a']],
  ['pdf', false, ['pdf']],
  ['text', false, ['txt', 'csv', 'json', 'yaml', 'yml']],
  ['archive', false, ['zip']],
  ['archive', true, ['gz', 'tgz', 'tar', '7z']],
  ['office', true, ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'epub']],
];

/** The lowercase extension of a path (`svg` for `a/Logo.SVG`), or '' without one (`LICENSE`, `.env`). */
export function fileExtensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1);
}

/** The type of a project file as an export copies it, or undefined when no export copies a file of its type. */
export function copiedFileType(path: string): CopiedFileType | undefined {
  const extension = fileExtensionOf(path);
  for (const [kind, linkedOnly, extensions] of types) if (extensions.includes(extension)) return { extension, kind, linkedOnly };
  return undefined;
}

const labels: Readonly<Record<CopiedFileKind, string>> = { image: 'images', svg: 'sanitized SVG', font: 'fonts', media: 'audio and video', pdf: 'PDF', text: 'text and data', archive: 'archives', office: 'office documents' };

/**
 * The types an export copies, as a phrase for messages: `images (.png .jpg …), …, office documents
 * (.doc …, when a page links to them)`.
 */
export function copiedFileTypesText(): string {
  const parts: string[] = [];
  for (const [kind, linkedOnly, extensions] of types) {
    const list = extensions.map((e) => `.${e}`).join(' ');
    const last = parts.length - 1;
    // The two rows of archives read as one: `.zip`, and the others when linked.
    if (kind === 'archive' && linkedOnly && parts[last]?.startsWith(labels.archive)) parts[last] = `${parts[last]?.slice(0, -1) ?? ''}; ${list} when a page links to them)`;
    else parts.push(`${labels[kind]} (${list}${linkedOnly ? ', when a page links to them' : ''})`);
  }
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}
