import { BuildCode } from '../check/check-codes.ts';
import { type Diagnostic, fileDiagnostic } from '../diagnostics/diagnostic.ts';
import { hasPageExtension } from '../project/page-files.ts';
import type { Project } from '../project/project.ts';
import { servableAsset } from './servable-asset.ts';
import { reservedFolder } from './site-assets.ts';

/**
 * The file types an export copies: images (SVG sanitized), fonts, audio and video, documents and
 * data a page may link to. Nothing a browser would run or render as a document of the site's
 * origin (`.html`, `.xhtml`, `.xml`, `.js`, `.mjs`, `.swf`, …) is on it.
 */
const copiedTypes = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'svg',
  'woff', 'woff2', 'ttf', 'otf',
  'mp4', 'webm', 'mov', 'mp3', 'wav', 'ogg', 'm4a',
  'pdf', 'txt', 'csv', 'json', 'yaml', 'yml', 'zip',
]);
/**
 * Types never copied, even when a page links to the file: a browser runs them or shows them as a
 * document of the site's origin (HTML, XML and its feeds, scripts, plugins, compressed SVG).
 */
const neverCopied = /^(x?html?|xht|shtml|mht(ml)?|xml|xsl|xslt|xsd|rss|atom|rdf|svgz|[cm]?js|jsx|tsx?|wasm|swf|hta|appcache|webmanifest|manifest)$/;
const configFiles = new Set(['docs.json', 'mint.json']);
// Tooling folders and dotfiles are not part of the site.
const privatePath = /(^|\/)(\.[^/]*|node_modules)(\/|$)/;

/** The project files an export copies into the site, and what it says about the ones it does not. */
export interface ExportedAssets {
  readonly files: Map<string, Uint8Array>;
  readonly diagnostics: Diagnostic[];
}

/** The type of a path as its lowercase extension (`svg` for `a/Logo.SVG`), or '' without one. */
function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1);
}

/**
 * Chooses the project files a static export copies: every file of an allowed type (see copiedTypes)
 * outside dot-folders and `node_modules`, an SVG only sanitized, and a file of another type with an
 * extension when a page, the config or the shell uses it (`referenced`) and it is not of a type a
 * browser would run (see neverCopied). A file that would replace one of
 * `outputs` (lowercase output path → what Quire writes there, as a phrase) is a `build/output-collision` error
 * and the rendered file wins; a file in `_quire/` is a `build/reserved-path` warning; any other
 * file left out says so in a `build/not-copied` note.
 */
export function exportAssets(project: Project, outputs: ReadonlyMap<string, string>, referenced: ReadonlySet<string> = new Set()): ExportedAssets {
  const files = new Map<string, Uint8Array>();
  const diagnostics: Diagnostic[] = [];
  for (const path of project.list()) {
    if (configFiles.has(path) || hasPageExtension(path) || privatePath.test(path)) continue;
    // Hosts on case-insensitive file systems would serve `Index.html` for `index.html`.
    const rendered = outputs.get(path.toLowerCase());
    if (rendered !== undefined) {
      diagnostics.push(fileDiagnostic(path, 'error', BuildCode.outputCollision, `${path} would replace ${rendered} in the site, so it is not copied. Rename or delete this file.`));
      continue;
    }
    const lower = path.toLowerCase();
    if (lower === reservedFolder || lower.startsWith(`${reservedFolder}/`)) {
      diagnostics.push(fileDiagnostic(path, 'warning', BuildCode.reservedPath, `${path} is in ${reservedFolder}/, the folder of the site's own stylesheet and runtime, so it is not copied. Move it to another folder.`));
      continue;
    }
    const type = extensionOf(path);
    if (!copiedTypes.has(type) && !(referenced.has(path) && type !== '' && !neverCopied.test(type))) {
      diagnostics.push(fileDiagnostic(path, 'info', BuildCode.notCopied, `${path} is not copied to the site: only images, fonts, audio, video, PDF, text and data files are, and other files a page links to unless a browser could run them, so that no project file can run code or show as a page of the site.`));
      continue;
    }
    const bytes = project.readBytes(path);
    if (bytes === undefined) continue;
    const served = servableAsset(path, bytes);
    if (!served.ok) {
      diagnostics.push(fileDiagnostic(path, 'warning', BuildCode.svgRefused, `${path} is not copied to the site: it cannot be read as SVG (${served.reason}), so it cannot be checked for script. Save it again from a drawing program.`));
      continue;
    }
    if (served.removed.length > 0) {
      diagnostics.push(fileDiagnostic(path, 'warning', BuildCode.svgSanitized, `${path} has parts that could run code or load other files (${served.removed.join(', ')}); the copy in the site has them removed.`));
    }
    files.set(path, served.bytes);
  }
  return { files, diagnostics };
}
