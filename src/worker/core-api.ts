// Everything the worker uses from core, in one place.
export { buildSiteModel, checkPage, checkProject, compareDiagnostics, createPageRenderer, MemoryProject, renderSitePage, validateConfig } from '../core/index.ts';
export type { CheckResult, Diagnostic, Project, SiteModel } from '../core/index.ts';
// TODO(lead): these deep imports become `from '../core/index.ts'` once core's index exports them.
export { findConfigFile, isPageFile, isSnippetPath, snippetReferences } from '../core/check/project-files.ts';
export { salvageConfig } from '../core/site/index.ts';
export type { SitePage } from '../core/site/index.ts';
export { pagePathOf } from '../core/site/site-links.ts';
export type { PageRenderer, RenderedPage } from '../core/render/index.ts';
export { iconOrFallback } from '../core/icons/index.ts';
