// Page checks: the component rules and the authoring rules of spec 2.4, and checkPage, which runs them all.
export type { CheckPageOptions, PageCheck } from './check-page.ts';
export { checkPage } from './check-page.ts';
export type { LintOptions } from './lint-page.ts';
export { lintPage, lintRules } from './lint-page.ts';
export type { JsxAttribute, JsxElement, LintContext, LintRule } from './lint-rule.ts';
export type { SecretMatch } from './find-secrets.ts';
export { findSecrets } from './find-secrets.ts';
export type { AttributeValue, ValueKind } from './attribute-value.ts';
export { readAttributeValue } from './attribute-value.ts';
