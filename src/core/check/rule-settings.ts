import * as z from 'zod/mini';
import { parseJsonText } from '../config/parse-json-text.ts';
import { findJsonNode, findNearestJsonNode, type JsonNode } from '../config/json-node.ts';
import { isJsonObject } from '../config/is-json-object.ts';
import { formatJsonPath } from '../config/json-path.ts';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { closestMatch } from '../diagnostics/suggest.ts';
import type { Project } from '../project/project.ts';
import { diagnosticCodes } from './diagnostic-codes.ts';
import { SettingsCode } from './settings-codes.ts';

/** What a project sets a rule to: its code turned off, or reported at another severity. */
export type RuleLevel = 'off' | Severity;

/** A project's choices about its diagnostics, from `.quirerc.json` or the `quire` key of `package.json`. */
export interface RuleSettings {
  /** Level per diagnostic code; codes not listed keep their own severity. */
  readonly rules: Readonly<Record<string, RuleLevel>>;
  /** Warnings fail the check as errors do (as `quire check --strict`). */
  readonly strict: boolean;
}

/** The settings read from a project, the file they came from and what was wrong in it. */
export interface RuleSettingsResult {
  readonly settings: RuleSettings;
  /** `.quirerc.json`, `package.json`, or undefined when the project sets nothing. */
  readonly file: string | undefined;
  readonly diagnostics: Diagnostic[];
}

/** The settings of a project that sets nothing. */
export const defaultRuleSettings: RuleSettings = { rules: {}, strict: false };

const levels = ['off', 'info', 'warning', 'error'] as const;

const SettingsSchema = z.object({
  rules: z.optional(z.record(z.string(), z.enum(levels))),
  strict: z.optional(z.boolean()),
});

/**
 * Reads the project's rule settings: `.quirerc.json` at the root, else the `quire` key of the
 * root `package.json`. `{"rules": {"<code>": "off" | "info" | "warning" | "error"}, "strict": true}`.
 * A code Quire does not report is a warning at its key naming the closest code; a wrong value is an
 * error at the value, and that rule is left as it is.
 */
export function readRuleSettings(project: Project): RuleSettingsResult {
  const rc = project.readText('.quirerc.json');
  if (rc !== undefined) return parseRuleSettings(rc, '.quirerc.json', []);
  const pkg = project.readText('package.json');
  if (pkg === undefined) return { settings: defaultRuleSettings, file: undefined, diagnostics: [] };
  const parsed = parseJsonText(pkg);
  // A package.json that is not JSON is npm's to report; one without a `quire` key sets nothing.
  const value: unknown = parsed.value;
  if (parsed.syntaxProblems.length > 0 || typeof value !== 'object' || value === null || !('quire' in value)) return { settings: defaultRuleSettings, file: undefined, diagnostics: [] };
  return parseRuleSettings(pkg, 'package.json', ['quire']);
}

/**
 * Parses rule settings from JSON text, the settings object being at `at` (`[]` for `.quirerc.json`,
 * `['quire']` for `package.json`); diagnostics are positioned in `file`.
 */
export function parseRuleSettings(text: string, file: string, at: readonly string[]): RuleSettingsResult {
  const lines = new LineIndex(text);
  const parsed = parseJsonText(text);
  const diagnostics: Diagnostic[] = [];
  const report = (start: number, end: number, severity: Severity, code: string, message: string, path: readonly (string | number)[]): void => {
    const range = lines.rangeOf(start, end);
    diagnostics.push({ file, line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column, severity, code, message, path: formatJsonPath(path) });
  };
  const problem = parsed.syntaxProblems[0];
  if (problem) {
    report(problem.start, problem.end, 'error', SettingsCode.jsonSyntax, `${file} is not valid JSON: ${problem.message} Quire's rule settings in it are ignored until it is fixed.`, at);
    return { settings: defaultRuleSettings, file, diagnostics };
  }
  const root = parsed.root();
  let value: unknown = parsed.value;
  for (const key of at) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  const rules: Record<string, RuleLevel> = {};
  let strict = false;
  const result = SettingsSchema.safeParse(value);
  const bad = new Set<string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = [...at, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
      const node = root ? findNearestJsonNode(root, path) : undefined;
      const rule = issue.path[0] === 'rules' && typeof issue.path[1] === 'string' ? issue.path[1] : undefined;
      if (rule !== undefined) bad.add(rule);
      const expected = rule !== undefined ? `one of ${levels.map((l) => `"${l}"`).join(', ')}` : issue.path[0] === 'strict' ? '`true` or `false`' : issue.path[0] === 'rules' ? 'an object of diagnostic codes, such as `{"lint/image-outside-frame": "off"}`' : 'an object with `rules` and `strict`';
      const where = path.length > 0 ? `\`${formatJsonPath(path)}\`` : 'The settings';
      report(node?.offset ?? 0, (node?.offset ?? 0) + (node?.length ?? 0), 'error', SettingsCode.invalidValue, `${where} in ${file} must be ${expected}.`, path);
    }
  }
  const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (typeof object['strict'] === 'boolean') strict = object['strict'];
  const written = isJsonObject(object['rules']) ? object['rules'] : {};
  for (const [code, level] of Object.entries(written)) {
    if (!diagnosticCodes.includes(code)) {
      const key = keyNode(findJsonNode(root, [...at, 'rules', code]));
      const suggestion = closestMatch(code, diagnosticCodes);
      report(key?.offset ?? 0, (key?.offset ?? 0) + (key?.length ?? 0), 'warning', SettingsCode.unknownRule, `\`${code}\` is not a diagnostic code Quire reports, so this setting does nothing.${suggestion ? ` Did you mean \`${suggestion}\`?` : ''}`, [...at, 'rules', code]);
      continue;
    }
    if (!bad.has(code)) rules[code] = level as RuleLevel;
  }
  return { settings: { rules, strict }, file, diagnostics };
}

/** The key node of a property whose value node is given (where a diagnostic about the key points). */
function keyNode(value: JsonNode | undefined): JsonNode | undefined {
  return value?.parent?.type === 'property' ? value.parent.children?.[0] : value;
}

/** Applies rule settings to diagnostics: codes set to `off` are dropped, the others set get their new severity. */
export function applyRuleSettings(diagnostics: readonly Diagnostic[], settings: RuleSettings): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const level = Object.hasOwn(settings.rules, d.code) ? settings.rules[d.code] : undefined;
    if (level === undefined) out.push(d);
    else if (level !== 'off') out.push(level === d.severity ? d : { ...d, severity: level });
  }
  return out;
}
