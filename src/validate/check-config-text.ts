import type { ConfigFormat, Diagnostic, NotCarried } from '../core/index.ts';
import { loadSiteConfig, MemoryProject, navigationPagesFromJson, ProjectCode, upgradeConfig } from '../core/index.ts';

/** What the validation page shows of one docs.json text. */
export interface ConfigCheck {
  readonly format: ConfigFormat;
  /** Every diagnostic of the config on its own, sorted by position (see loadSiteConfig). */
  readonly diagnostics: Diagnostic[];
  /** Whether the text is a valid spec-format config, which upgradeConfig can rewrite. */
  readonly upgradable: boolean;
  /** Every page the navigation names (leniently, so an invalid config still lists them), in order, without repeats. */
  readonly pages: string[];
}

/** A spec-format config rewritten into the current format (see upgradeConfig). */
export interface ConfigUpgradeText {
  readonly text: string;
  readonly notCarried: readonly NotCarried[];
}

/** The config as a project holding nothing else: the checks of loadSiteConfig, none that reads another file. */
function load(text: string) {
  return loadSiteConfig(new MemoryProject([['docs.json', text]]));
}

/**
 * Checks a docs.json text with no project around it: syntax, the schema of its format, unknown
 * keys, versions, duplicate pages, navigation depth and what the preview does not show yet. The
 * checks that need the project's files (see projectOnlyChecks) are not run.
 */
export function checkConfigText(text: string): ConfigCheck {
  const loaded = load(text);
  const pages = [...new Set(navigationPagesFromJson(loaded.result?.value).map((ref) => ref.page))];
  return { format: loaded.format, diagnostics: loaded.diagnostics, upgradable: loaded.format === 'spec' && loaded.valid, pages };
}

/** The current-format text of a valid spec-format config; undefined for any other text. */
export function upgradeConfigText(text: string): ConfigUpgradeText | undefined {
  const loaded = load(text);
  if (loaded.format !== 'spec' || !loaded.valid || !loaded.config) return undefined;
  const upgrade = upgradeConfig(loaded.config, loaded.result?.value);
  return { text: upgrade.text, notCarried: upgrade.notCarried };
}

/** The checks `quire check` and the playground run that need the project's files, by code; the page says they are off here. */
export const projectOnlyChecks: readonly (readonly [code: string, what: string])[] = [
  [ProjectCode.missingPage, 'every navigation entry names an existing page file'],
  [ProjectCode.missingAsset, 'the logo, favicon and background image files exist'],
  [ProjectCode.missingOpenapi, 'local OpenAPI files exist and parse'],
  [ProjectCode.orphanPage, 'every page is listed in the navigation'],
  [ProjectCode.brokenLink, 'links and redirects lead to pages'],
  ['page/…, lint/…', "each page's front matter, MDX and writing rules"],
];
