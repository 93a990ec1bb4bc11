import type { ConfigFormat, Diagnostic, NotCarried, SiteConfigLoad } from '../core/index.ts';
import { createRenderSession, MemoryProject, navigationPagesFromJson, ProjectCode, upgradeConfig } from '../core/index.ts';

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

/** The checks of the validation page, one docs.json text after another (see createConfigChecker). */
export interface ConfigChecker {
  /**
   * Checks a docs.json text with no project around it: syntax, the schema of its format, unknown
   * keys, versions, duplicate pages, navigation depth and what the preview does not show yet. The
   * checks that need the project's files (see projectOnlyChecks) are not run.
   */
  check(text: string): ConfigCheck;
  /** The current-format text of a valid spec-format config; undefined for any other text. */
  upgrade(text: string): ConfigUpgradeText | undefined;
}

/**
 * The validation page's checker: the config is a project holding nothing else, read through a site
 * session (the checks of loadSiteConfig, none that reads another file), so checking and upgrading
 * the same text load it once.
 */
export function createConfigChecker(): ConfigChecker {
  const files = new MemoryProject();
  const session = createRenderSession(files);
  const load = (text: string): SiteConfigLoad => {
    if (files.readText('docs.json') !== text) {
      files.set('docs.json', text);
      session.update(['docs.json']);
    }
    return session.loadedConfig();
  };
  return {
    check(text) {
      const loaded = load(text);
      const pages = [...new Set(navigationPagesFromJson(loaded.result?.value).map((ref) => ref.page))];
      return { format: loaded.format, diagnostics: loaded.diagnostics, upgradable: loaded.format === 'spec' && loaded.valid, pages };
    },
    upgrade(text) {
      const loaded = load(text);
      if (loaded.format !== 'spec' || !loaded.valid || !loaded.config) return undefined;
      const upgrade = upgradeConfig(loaded.config, loaded.result?.value);
      return { text: upgrade.text, notCarried: upgrade.notCarried };
    },
  };
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
