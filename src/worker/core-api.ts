// Everything the worker uses from core, in one place.
export {
  applyRuleSettings,
  buildSiteModel,
  checkPage,
  checkProject,
  compareDiagnostics,
  createPageRenderer,
  defaultRuleSettings,
  findConfigFile,
  iconOrFallback,
  isPageFile,
  isSnippetPath,
  loadResources,
  MemoryProject,
  pagePathOf,
  renderSitePage,
  salvageConfig,
  snippetReferences,
  startLoadsOnLookup,
  takeMissingResources,
  validateConfig,
} from '../core/index.ts';
export type { CheckResult, Diagnostic, PageRenderer, Project, RenderedPage, RuleSettings, SiteModel, SitePage } from '../core/index.ts';
