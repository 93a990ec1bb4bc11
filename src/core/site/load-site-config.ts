import type { ConfigFormat, ConfigResult, DocsConfig } from '../config/index.ts';
import { ConfigCode, validateConfig } from '../config/index.ts';
import { toSiteConfig } from '../config/current/to-site-config.ts';
import { ProjectCode } from '../check/check-codes.ts';
import { findConfigFile } from '../check/project-files.ts';
import { compareDiagnostics, type Diagnostic, fileDiagnostic } from '../diagnostics/diagnostic.ts';
import type { Project } from '../project/project.ts';
import { formatJsonPath, type JsonPath } from '../config/json-path.ts';
import { salvageConfig, salvageCurrentConfig } from './salvage-config.ts';
import { closestMatch } from '../diagnostics/suggest.ts';
import { codeThemeNames, unknownCodeThemes } from './code-theme-css.ts';

/** A project's config as the site is built from it, in either format. */
export interface SiteConfigLoad {
  /** The config file read: `docs.json`, else `mint.json`; undefined when the project has neither. */
  readonly file: 'docs.json' | 'mint.json' | undefined;
  /** The file's format (see detectConfigFormat); `spec` without a file. */
  readonly format: ConfigFormat;
  /**
   * The spec-shaped config the site model reads: the validated one, or for a file with errors the
   * valid part of it (see salvageConfig); a current-format file is mapped by toSiteConfig. Undefined
   * when there is no file or nothing of it could be read.
   */
  readonly config: DocsConfig | undefined;
  /** Whether `config` comes from a file with no error (false when it was salvaged). */
  readonly valid: boolean;
  /** The file's validation, for positions in it; undefined without a file. */
  readonly result: ConfigResult | undefined;
  /**
   * `project/missing-config` without a file; else the file's validation diagnostics, plus one
   * `config/not-shown` info per current-format setting the site cannot show yet and a
   * `config/unknown-code-theme` warning per Shiki theme name Quire does not know. Sorted by position.
   */
  readonly diagnostics: Diagnostic[];
}

/**
 * Loads the config a project's site is built from: decides the file and its format, validates it, and
 * salvages what it can from a file with errors (JSON with trailing commas or comments is read
 * leniently for that), so the check, the export and the preview all read the same config.
 */
export function loadSiteConfig(project: Project): SiteConfigLoad {
  const file = findConfigFile(project);
  if (file === undefined) {
    const missing = fileDiagnostic('docs.json', 'error', ProjectCode.missingConfig, 'No docs.json at the project root. Create one with at least `name` and `navigation` (see the starter project).');
    return { file, format: 'spec', config: undefined, valid: false, result: undefined, diagnostics: [missing] };
  }
  const text = project.readText(file) ?? '';
  const result = validateConfig(text, { file });
  const diagnostics = [...result.diagnostics];
  const base = { file, format: result.format, result, diagnostics };
  if (result.config) return { ...base, config: result.config, valid: true };
  // The value as written (for JSON with a trailing comma or a comment, what the syntax check recovered), to salvage from.
  const raw: unknown = result.currentConfig ? undefined : result.value;
  if (result.format === 'spec') {
    const salvaged = salvageConfig(raw);
    return { ...base, config: salvaged, valid: false };
  }
  const current = result.currentConfig ?? salvageCurrentConfig(raw);
  if (!current) return { ...base, config: undefined, valid: false };
  const mapped = toSiteConfig(current);
  /** The position of a key of the file, as a diagnostic's range. */
  const at = (path: JsonPath) => {
    const range = result.keyRangeOf(path) ?? { start: 0, end: 0 };
    const start = result.lines.positionAt(range.start);
    const end = result.lines.positionAt(range.end);
    return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, path: formatJsonPath(path) };
  };
  for (const setting of mapped.notShown) {
    diagnostics.push({
      ...at(setting.path),
      severity: 'info',
      code: ConfigCode.notShown,
      message: `${setting.name} is not shown in the preview yet: Quire checks it, but the preview and the exported site leave it out.`,
      data: { setting: setting.name },
    });
  }
  for (const theme of unknownCodeThemes(current.styling?.codeblocks)) {
    const suggestion = closestMatch(theme.name, codeThemeNames);
    diagnostics.push({
      ...at(theme.path),
      severity: 'warning',
      code: ConfigCode.unknownCodeTheme,
      message: `"${theme.name}" is not a Shiki theme: code blocks keep the default colours. ${suggestion !== undefined ? `Did you mean "${suggestion}"? ` : ''}Use a bundled Shiki theme (such as "github-light", "github-dark" or "dracula"), "css-variables", or "system"/"dark".`,
      data: { theme: theme.name, ...(suggestion !== undefined ? { suggestion } : {}) },
    });
  }
  diagnostics.sort(compareDiagnostics);
  return { ...base, config: mapped.config, valid: result.currentConfig !== undefined };
}
