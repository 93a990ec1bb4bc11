import { build as esbuild } from 'esbuild';
import { repositoryPath } from './repository-path.ts';
import { siteFileName } from './site-files.ts';
import type { SiteFile } from './site-files.ts';

/** The preview page's own module script in preview.html: served as it is in development, replaced by a classic script in the build. */
export const PREVIEW_MODULE_TAG = '<script type="module" src="/src/preview/runtime/main.ts"></script>';

/**
 * The preview page's runtime as one classic script (an IIFE bundle, `assets/quire-preview-<hash>.js`).
 * The preview is sandboxed without same-origin access, so its document has an opaque origin and
 * every module script it loads is fetched with CORS, which a plain static server (`python3 -m
 * http.server`, a default nginx) does not answer: the preview would stay empty. A classic script
 * without `crossorigin` is fetched like an image, so the built app works on any static host.
 */
export async function buildPreviewRuntime(): Promise<SiteFile> {
  const { text } = await bundlePreviewRuntime();
  return { fileName: siteFileName('quire-preview', '.js', text, true), type: 'text/javascript; charset=utf-8', text };
}

/** The preview runtime's script and the modules whose code is in it (repository paths), as esbuild's metafile lists them. */
export async function bundlePreviewRuntime(): Promise<{ text: string; modules: string[] }> {
  const result = await esbuild({ entryPoints: [repositoryPath('src/preview/runtime/main.ts')], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false, legalComments: 'none', logLevel: 'silent', metafile: true });
  const output = Object.values(result.metafile.outputs)[0];
  const modules = Object.entries(output?.inputs ?? {}).flatMap(([path, input]) => (input.bytesInOutput > 0 ? [path] : []));
  return { text: result.outputFiles[0]?.text ?? '', modules };
}
