import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runnerImport } from 'vite';
import { repositoryPath } from './repository-path.ts';

/** A file of the preview page for the rendered site: where it is served, its content type and text. */
export interface SiteFile {
  readonly fileName: string;
  readonly type: string;
  readonly text: string;
}

/** A file's name in the build: `assets/<stem>-<first 10 hex digits of the text's sha256><extension>`; in development `<stem><extension>`. */
export function siteFileName(stem: string, extension: string, text: string, hashed: boolean): string {
  return hashed ? `assets/${stem}-${createHash('sha256').update(text).digest('hex').slice(0, 10)}${extension}` : `${stem}${extension}`;
}

/**
 * The site's stylesheet and runtime, from core (the CSS and script an exported site loads): the
 * CSS every site page shares (the shell's and the components') and the rendered site's own runtime
 * (tabs, mode toggle, versions, copy buttons). They are files of the preview page, not part of each
 * rendered page, so the worker neither bundles nor sends them, and the CSP can allow the script as
 * 'self' without allowing inline script. In the build their names carry a hash of their text, as
 * Vite's own assets do, so a new deployment is never shown with a cached older stylesheet.
 */
export async function loadSiteFiles(hashed: boolean): Promise<{ readonly stylesheet: SiteFile; readonly runtime: SiteFile; readonly diagrams: SiteFile; readonly search: SiteFile }> {
  const entry = repositoryPath('src/core/site/index.ts');
  const { module } = await runnerImport<{ siteRuntime(): string; siteStyles(): string; previewSearchScript(): string }>(entry, { configFile: false, logLevel: 'silent' });
  const { module: diagramModule } = await runnerImport<{ diagramRuntime: string }>(repositoryPath('src/core/site/diagram-runtime.ts'), { configFile: false, logLevel: 'silent' });
  const styles = module.siteStyles();
  const runtime = module.siteRuntime();
  // The export's diagram script (mermaid's browser bundle and the diagram runtime), which the preview loads only for a page with a diagram.
  const diagrams = `${readFileSync(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'), 'utf8')}\n${diagramModule.diagramRuntime}`;
  // The search dialog, which the preview loads the first time the reader searches; the worker answers its queries.
  const search = module.previewSearchScript();
  return {
    search: { fileName: siteFileName('quire-site-search', '.js', search, hashed), type: 'text/javascript; charset=utf-8', text: search },
    stylesheet: { fileName: siteFileName('quire-site', '.css', styles, hashed), type: 'text/css; charset=utf-8', text: styles },
    runtime: { fileName: siteFileName('quire-site-runtime', '.js', runtime, hashed), type: 'text/javascript; charset=utf-8', text: runtime },
    diagrams: { fileName: siteFileName('quire-site-diagrams', '.js', diagrams, hashed), type: 'text/javascript; charset=utf-8', text: diagrams },
  };
}
