// Everything the worker uses from core, in one place.
export { checkPage, checkProject, compareDiagnostics, MemoryProject, validateConfig } from '../core/index.ts';
export type { CheckResult, Diagnostic, SiteModel } from '../core/index.ts';
// TODO(lead): these deep imports become `from '../core/index.ts'` once core's index exports them.
export { findConfigFile, isPageFile, isSnippetPath, snippetReferences } from '../core/check/project-files.ts';
export { buildSiteModel, renderSitePage, salvageConfig } from '../core/site/index.ts';
export type { SitePage } from '../core/site/index.ts';
export { pagePathOf } from '../core/site/site-links.ts';
export { createPageRenderer } from '../core/render/index.ts';
export type { PageRenderer, RenderedPage } from '../core/render/index.ts';
export { iconOrFallback } from '../core/icons/index.ts';
