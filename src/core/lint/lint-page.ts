import type { Nodes, Parents } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ParsedPage } from '../page/parse-page.ts';
import { localComponentNames } from './local-components.ts';
import type { LintContext, LintRule } from './lint-rule.ts';
import { codeMissingLanguageRule } from './rule-code-missing-language.ts';
import { componentRule } from './rule-components.ts';
import { headingLevel1Rule } from './rule-heading-level-1.ts';
import { imageMissingAltRule } from './rule-image-missing-alt.ts';
import { imageOutsideFrameRule } from './rule-image-outside-frame.ts';
import { secretInCodeRule } from './rule-secret-in-code.ts';
import { snippetImportRule } from './rule-snippet-import.ts';
import { missingImageRule } from './rule-missing-image.ts';
import { brokenLinkRule } from './rule-broken-link.ts';
import { uncopiedFileRule } from './rule-uncopied-file.ts';
import type { LinkTargets } from '../project/link-targets.ts';

/** Every rule of the page walk. */
export const lintRules: readonly LintRule[] = [componentRule, imageOutsideFrameRule, imageMissingAltRule, headingLevel1Rule, codeMissingLanguageRule, secretInCodeRule, snippetImportRule, missingImageRule, brokenLinkRule, uncopiedFileRule];

/** The rules by the node types they visit: a constant table, built once from lintRules. */
const rulesByType: ReadonlyMap<string, readonly LintRule[]> = new Map([...new Set(lintRules.flatMap((rule) => rule.nodeTypes))].map((type) => [type, lintRules.filter((rule) => rule.nodeTypes.includes(type))]));

/** Options of lintPage. */
export interface LintOptions {
  /** The page is a snippet: a `Step` or `Tab` may stand at its top level; default false. */
  readonly snippet?: boolean;
  /** Component names the project provides (for example from global snippets); default none. */
  readonly knownComponents?: ReadonlySet<string>;
  /** Whether a project file exists; without it (the default), imported snippets are not checked. */
  readonly fileExists?: (path: string) => boolean;
  /** The pages and redirects of the project; without it (the default), links are not checked. */
  readonly linkTargets?: LinkTargets;
}

/** Runs every lint rule over a parsed page in one walk of its tree; the result is unsorted. */
export function lintPage(page: ParsedPage, options: LintOptions = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const localComponents = localComponentNames(page.tree);
  for (const name of options.knownComponents ?? []) localComponents.add(name);
  const context: LintContext = { page, snippet: options.snippet ?? false, localComponents, fileExists: options.fileExists, linkTargets: options.linkTargets, report: (d) => diagnostics.push(d) };
  const ancestors: Parents[] = [];
  const visit = (node: Nodes): void => {
    const rules = rulesByType.get(node.type);
    if (rules) for (const rule of rules) rule.visit(node, ancestors, context);
    if ('children' in node) {
      ancestors.push(node);
      for (const child of node.children) visit(child);
      ancestors.pop();
    }
  };
  visit(page.tree);
  return diagnostics;
}
