// What the worker's project check runs (the whole check with its lint rules, a page's own check, and
// the rule settings applied to both), in one module that the worker loads as a resource once the
// first page is on screen (see ProjectDiagnostics): the first preview never waits for this code.
export { applyRuleSettings, checkPage, checkProjectSteps, isSnippetPath, linkTargetsOf, snippetReferences } from './core-api.ts';
