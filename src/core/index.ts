// The public surface of core: every other layer imports from here.
export type { Diagnostic, Fix, Severity, TextEdit } from './diagnostics/diagnostic.ts';
export { compareDiagnostics, countDiagnostics } from './diagnostics/diagnostic.ts';
export type { Position, Range } from './diagnostics/line-index.ts';
export { LineIndex } from './diagnostics/line-index.ts';
export { closestMatch, editDistance } from './diagnostics/suggest.ts';
export type { Project } from './project/project.ts';
export { MemoryProject, normalizePath, resolvePath } from './project/project.ts';
export type { ParsedPage } from './page/parse-page.ts';
export { parsePage } from './page/parse-page.ts';
export type { ConfigResult, DocsConfig, NavigationEntry, NavigationGroup, NavigationPage } from './config/index.ts';
export { docsConfigJsonSchema, navigationPages, navigationPagesFromJson, validateConfig } from './config/index.ts';
export type { CheckOptions, CheckResult } from './check/check-project.ts';
export { checkProject, formatJsonPath } from './check/check-project.ts';
export { projectCodes } from './check/check-codes.ts';
export type { ExportOptions, ExportResult, SiteModel, SitePageOptions, SitePageResult } from './site/index.ts';
// TEMP export { buildSiteModel, exportSite, renderSitePage } from './site/index.ts';
