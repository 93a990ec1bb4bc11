import { jsonTextDepthExceeded, parseJsonText } from '../config/index.ts';
import { maxJsonDepth, maxYamlAliases } from '../limits.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { yamlModule } from '../resources/index.ts';

/** Where a parse failed, for a diagnostic. */
export interface OpenapiProblem {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly message: string;
}

/** The outcome of reading one OpenAPI file: its value when it parsed, or the first problem. */
export type OpenapiParseResult = { readonly ok: true; readonly value: Record<string, unknown> } | { readonly ok: false; readonly problem: OpenapiProblem };

/**
 * The outcome of reading a JSON or YAML file: its value when it parsed, or the first problem;
 * `pending` when the parser it needs (loaded on demand) is not loaded yet, so the file is read again later.
 */
export type DataParseResult = { readonly ok: true; readonly value: unknown } | DataProblem;

/** A file that could not be read, and why (see DataParseResult). */
export interface DataProblem {
  readonly ok: false;
  readonly problem: OpenapiProblem;
  readonly pending?: true;
}

/**
 * Parses an OpenAPI file as JSON (`.json`) or YAML (anything else) and checks that it looks like
 * an OpenAPI or Swagger description (an `openapi`/`swagger` version and a `paths` or `webhooks` object).
 */
export function parseOpenapi(file: string, text: string): OpenapiParseResult {
  const data = parseDataFile(file, text);
  if (!data.ok) return data;
  const value = data.value;
  const at = (message: string): OpenapiParseResult => ({ ok: false, problem: { line: 1, column: 1, endLine: 1, endColumn: 2, message } });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return at('An OpenAPI file must be an object with `openapi` (or `swagger`) and `paths`.');
  const record = value as Record<string, unknown>;
  if (typeof record.openapi !== 'string' && typeof record.swagger !== 'string') return at('Not an OpenAPI file: add an `openapi: 3.x` (or `swagger: "2.0"`) version field at the top.');
  if (typeof record.paths !== 'object' && typeof record.webhooks !== 'object') return at('An OpenAPI file needs a `paths` object listing its endpoints.');
  return { ok: true, value: record };
}

/**
 * Reads a JSON (`.json`) or YAML (anything else) file of an OpenAPI description (the spec itself or a
 * file its `$ref`s point into), within the JSON depth and YAML alias limits of core/limits.ts.
 */
export function parseDataFile(file: string, text: string): DataParseResult {
  const lines = new LineIndex(text);
  const at = (start: number, end: number, message: string): DataProblem => {
    const s = lines.positionAt(start);
    const e = lines.positionAt(Math.max(end, start + 1));
    return { ok: false, problem: { line: s.line, column: s.column, endLine: e.line, endColumn: e.column, message } };
  };
  let value: unknown;
  if (file.toLowerCase().endsWith('.json')) {
    const tooDeep = jsonTextDepthExceeded(text, maxJsonDepth);
    if (tooDeep !== undefined) return at(tooDeep, tooDeep + 1, `The JSON is nested more than ${maxJsonDepth} levels deep here, so the file is not read. Remove the extra nesting.`);
    const json = parseJsonText(text);
    const first = json.syntaxProblems[0];
    // Until the syntax check loads (it notes itself missing, so a host that settles resources asks again) the problem says so itself.
    if (first && !json.checked) return { ...at(first.start, first.end, first.message), pending: true };
    if (first) return at(first.start, first.end, `Invalid JSON: ${first.message}${first.message.endsWith('.') ? '' : '.'}`);
    value = json.value;
  } else {
    const yaml = yamlModule();
    // Not loaded yet (the lookup noted it, so a host that settles resources asks again).
    if (!yaml) return { ...at(0, 1, 'The YAML parser is still loading; this file is checked once it is.'), pending: true };
    const doc = yaml.parseDocument(text, { prettyErrors: false, uniqueKeys: false });
    const first = doc.errors[0];
    if (first) return at(first.pos[0], first.pos[1], `Invalid YAML: ${first.message.split('\n')[0]}`);
    try {
      value = doc.toJS({ maxAliasCount: maxYamlAliases });
    } catch (error) {
      // An alias bomb: the yaml package stops at maxAliasCount instead of expanding billions of nodes.
      if (!(error instanceof ReferenceError || error instanceof RangeError)) throw error;
      return at(0, 1, `The YAML expands to too much data (more than ${maxYamlAliases} uses of \`*alias\`, or nesting too deep), so the file is not read. Write the values out or use \`$ref\` instead of repeating anchors.`);
    }
  }
  return { ok: true, value };
}
