import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { compareDiagnostics } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { checkLegacySocials } from './check-legacy-socials.ts';
import { platformOnlyKeys } from './platform-only-keys.ts';
import { checkDuplicatePages } from './check-duplicate-pages.ts';
import { checkVersions } from './check-versions.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import type { CurrentConfig } from './current/current-config-schema.ts';
import { checkCurrentNavigationDepth } from './current/current-navigation-depth.ts';
import { currentConfigSchema } from '../resources/current-config-schema.ts';
import type { ConfigFormat } from './detect-config-format.ts';
import { detectConfigFormat } from './detect-config-format.ts';
import type { DocsConfig } from './docs-config-schema.ts';
import { DocsConfigSchema } from './docs-config-schema.ts';
import { formatIssues } from './format-issues.ts';
import { jsonTextDepthExceeded } from './json-text-depth.ts';
import { checkNavigationDepth } from './navigation-depth.ts';
import { maxJsonDepth } from '../limits.ts';
import { parseJsonText } from './parse-json-text.ts';
import { checkRedirectCount, withinRedirectLimit } from './redirect-limit.ts';
import type { JsonNode } from './json-node.ts';
import { findJsonNode, findNearestJsonNode } from './json-node.ts';
import type { JsonPath } from './json-path.ts';
import { formatJsonPath } from './json-path.ts';
import type { SchemaShape } from './schema-shape.ts';
import { schemaShape } from './schema-shape.ts';
import { unknownKeys } from './unknown-keys.ts';
import { duplicateKeys } from './duplicate-keys.ts';

/** The outcome of validating a docs.json text. */
export interface ConfigResult {
  /** Which format the text is in (see detectConfigFormat); `spec` when nothing could be read. */
  format: ConfigFormat;
  /** The parsed spec-format config with defaults; undefined when there is any error or the text is in the current format. */
  config: DocsConfig | undefined;
  /** The parsed current-format config with defaults; undefined when there is any error or the text is in the spec format. */
  currentConfig: CurrentConfig | undefined;
  /**
   * The JSON value as written, before the schema's defaults: for invalid JSON, the part that could be
   * read; undefined when nothing could (or the syntax check is not loaded yet; see parseJsonText).
   */
  value: unknown;
  /** Every problem, sorted by position. */
  diagnostics: Diagnostic[];
  /** Offsets [start, end) of the value at a JSON path such as ['navigation', 0, 'pages', 2], or undefined. */
  rangeOf(path: readonly (string | number)[]): { start: number; end: number } | undefined;
  /** Offsets of the key whose value is at a JSON path (the value itself for an array item), or undefined. */
  keyRangeOf(path: readonly (string | number)[]): { start: number; end: number } | undefined;
  lines: LineIndex;
}

let shape: SchemaShape | undefined;
let currentShape: SchemaShape | undefined;

/**
 * Validates a docs.json text: strict JSON syntax, then, for the spec format, the schema of spec sections 2.1–2.2
 * (errors), unknown keys, anchor versions and duplicate pages (warnings); for the current format (see
 * detectConfigFormat), its schema and group depth (errors) and unknown keys (warnings). Every diagnostic has the position of the
 * offending key or value.
 * - `file`: the path diagnostics carry; default `docs.json`.
 */
export function validateConfig(text: string, options: { file?: string } = {}): ConfigResult {
  const file = options.file ?? 'docs.json';
  const lines = new LineIndex(text);
  const tooDeep = jsonTextDepthExceeded(text, maxJsonDepth);
  if (tooDeep !== undefined) {
    const message = `The JSON is nested more than ${maxJsonDepth} levels deep here, so ${file} is not checked further. A docs.json never needs this depth; remove the extra nesting.`;
    const diagnostics: Diagnostic[] = [{ ...at(lines, file, tooDeep, tooDeep + 1), severity: 'error', code: ConfigCode.tooDeep, message }];
    return { format: 'spec', config: undefined, currentConfig: undefined, value: undefined, diagnostics, rangeOf: () => undefined, keyRangeOf: () => undefined, lines };
  }
  const json = parseJsonText(text);
  const diagnostics: Diagnostic[] = [];
  for (const p of json.syntaxProblems) {
    diagnostics.push({
      ...at(lines, file, p.start, p.end),
      severity: 'error',
      code: ConfigCode.jsonSyntax,
      message: p.message,
      ...(p.fix ? { fix: { title: p.fix.title, edits: [{ file, start: p.fix.start, end: p.fix.end, text: p.fix.text }] } } : {}),
    });
  }

  const format = detectConfigFormat(json.value);
  let config: DocsConfig | undefined;
  let currentConfig: CurrentConfig | undefined;
  let problems: ConfigProblem[] = [];
  // Redirects past the limit are ignored: not validated, and not in the config.
  const input = withinRedirectLimit(json.value);
  if (json.value !== undefined && format === 'current') {
    // In the app the current format's schema may not be loaded yet: then nothing is said of the
    // config, and the host, which noted it missing, validates again once it is (see useResource).
    const schema = currentConfigSchema();
    if (schema) {
      const parsed = schema.safeParse(input);
      if (parsed.success) currentConfig = parsed.data;
      problems = [
        ...(parsed.success ? [] : formatIssues(parsed.error.issues, input, file)),
        ...unknownKeys(input, (currentShape ??= schemaShape(schema))),
        ...checkCurrentNavigationDepth(json.value),
        ...checkRedirectCount(json.value),
      ];
    }
  } else if (json.value !== undefined) {
    const parsed = DocsConfigSchema.safeParse(input);
    if (parsed.success) config = parsed.data;
    problems = [
      ...(parsed.success ? [] : formatIssues(parsed.error.issues, input, file)),
      ...platformOnlyKeys(unknownKeys(input, (shape ??= schemaShape(DocsConfigSchema)))),
      ...checkVersions(json.value),
      ...checkLegacySocials(json.value),
      ...checkDuplicatePages(json.value),
      ...checkNavigationDepth(json.value),
      ...checkRedirectCount(json.value),
    ];
  }

  // Duplicate keys are in the text only: the parsed value has kept one of each.
  const tree = json.root();
  if (tree) diagnostics.push(...duplicateKeys(tree, lines, file));
  const root = problems.length > 0 ? tree : undefined;
  for (const p of problems) {
    const range = root ? problemRange(root, p) : { start: 0, end: 0 };
    diagnostics.push({
      ...at(lines, file, range.start, range.end),
      severity: p.severity,
      code: p.code,
      message: p.message,
      path: formatJsonPath(p.path),
      ...(p.data ? { data: p.data } : {}),
      ...(p.replacement ? { fix: { title: p.replacement.title, edits: [{ file, start: range.start, end: range.end, text: p.replacement.text }] } } : {}),
    });
  }
  diagnostics.sort(compareDiagnostics);

  const valid = !diagnostics.some((d) => d.severity === 'error');
  return {
    format,
    config: valid ? config : undefined,
    currentConfig: valid ? currentConfig : undefined,
    value: json.value,
    diagnostics,
    rangeOf(path) {
      const node = findJsonNode(json.root(), path);
      return node ? { start: node.offset, end: node.offset + node.length } : undefined;
    },
    keyRangeOf(path) {
      const node = findJsonNode(json.root(), path);
      if (!node) return undefined;
      return span(node.parent?.type === 'property' ? (node.parent.children?.[0] ?? node) : node);
    },
    lines,
  };
}

function at(lines: LineIndex, file: string, start: number, end: number): Pick<Diagnostic, 'file' | 'line' | 'column' | 'endLine' | 'endColumn'> {
  const range = lines.rangeOf(start, end);
  return { file, line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column };
}

/** The offsets a problem points at; see ConfigProblem's `target`. */
function problemRange(root: JsonNode, problem: ConfigProblem): { start: number; end: number } {
  const node = findJsonNode(root, problem.path);
  if (problem.target === 'value' && node) return span(node);
  if (problem.target === 'key' && node?.parent?.type === 'property') return span(node.parent.children?.[0] ?? node);
  // A missing key points at the key of the object that lacks it, or at its `{` when it has no key (root, array items).
  const owner: JsonPath = problem.target === 'missing' ? problem.path.slice(0, -1) : problem.path;
  const holder = findNearestJsonNode(root, owner);
  if (holder.parent?.type === 'property') return span(holder.parent.children?.[0] ?? holder);
  return { start: holder.offset, end: holder.offset + 1 };
}

function span(node: JsonNode): { start: number; end: number } {
  return { start: node.offset, end: node.offset + node.length };
}
