// Everything the worker uses from core, in one place.
export {
  applyRuleSettings,
  buildSiteModel,
  checkPage,
  checkProject,
  compareDiagnostics,
  createSitePageRenderer,
  defaultRuleSettings,
  findConfigFile,
  hasPageExtension,
  isPageFile,
  isSnippetPath,
  loadResources,
  MemoryProject,
  ProjectCode,
  salvageConfig,
  sitePageHtml,
  snippetReferences,
  trackResources,
  uniqueDiagnostics,
  validateConfig,
} from '../core/index.ts';
export type { CheckResult, Diagnostic, Project, RuleSettings, SiteModel, SitePage, SitePageRenderer, SitePageShell } from '../core/index.ts';
