// Everything the worker uses from core, in one place.
export { checkPage, checkProject, compareDiagnostics, MemoryProject } from '../core/index.ts';
export type { CheckResult, Diagnostic, SiteModel } from '../core/index.ts';
// TODO(lead): these deep imports become `from '../core/index.ts'` once core's index exports them.
export { findConfigFile, isPageFile, isSnippetPath, snippetReferences } from '../core/check/project-files.ts';
export { buildSiteModel, renderSitePage, salvageConfig } from '../core/site/index.ts';
export type { SitePage } from '../core/site/index.ts';
