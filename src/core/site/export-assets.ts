import { BuildCode } from '../check/check-codes.ts';
import { type Diagnostic, fileDiagnostic } from '../diagnostics/diagnostic.ts';
import { hasPageExtension } from '../project/page-files.ts';
import type { Project } from '../project/project.ts';
import { copiedFileType, copiedFileTypesText, fileExtensionOf } from '../project/copied-file-type.ts';
import { servableAsset } from './servable-asset.ts';
import { reservedFolder } from './reserved-folder.ts';

const configFiles: ReadonlySet<string> = new Set(['docs.json', 'mint.json']);
// Tooling folders and dotfiles are not part of the site.
const privatePath = /(^|\/)(\.[^/]*|node_modules)(\/|$)/;

/** The project files an export copies into the site, and what it says about the ones it does not. */
export interface ExportedAssets {
  readonly files: Map<string, Uint8Array>;
  readonly diagnostics: Diagnostic[];
}

/**
 * Chooses the project files a static export copies: outside dot-folders and `node_modules`, a file
 * of a type on the allowlist (see copiedFileType; a download type only when a page, the config or
 * the shell uses it, `referenced`) whose bytes are of that type (see servableAsset: an SVG only
 * sanitized, a `.png` that is HTML not at all, `build/content-mismatch`). A file that would replace one of
 * `outputs` (lowercase output path → what Quire writes there, as a phrase) is a `build/output-collision` error
 * and the rendered file wins; a file in `_quire/` is a `build/reserved-path` warning; any other
 * file left out says so in a `build/not-copied` note (a link to it is a warning of the check: see
 * uncopiedFileRule).
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
    const type = copiedFileType(path);
    if (!type || (type.linkedOnly && !referenced.has(path))) {
      const why = type ? `a .${type.extension} file is copied only when a page links to it` : `a site copies only ${copiedFileTypesText()}, so that no project file can run code or show as a page of the site`;
      diagnostics.push({ ...fileDiagnostic(path, 'info', BuildCode.notCopied, `${path} is not copied to the site: ${why}.`), data: { target: path, extension: fileExtensionOf(path) } });
      continue;
    }
    const bytes = project.readBytes(path);
    if (bytes === undefined) continue;
    const served = servableAsset(path, bytes);
    if (!served.ok && served.refused === 'content') {
      diagnostics.push({ ...fileDiagnostic(path, 'warning', BuildCode.contentMismatch, `${path} is not copied to the site: ${served.reason}, ${served.found === 'markup' ? 'so a browser could show it as a page of the site and run its script' : 'so what a browser would make of it cannot be known'}. Save it again as a real .${type.extension} file.`), data: { extension: type.extension, found: served.found } });
      continue;
    }
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
