import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { editDistance } from '../diagnostics/suggest.ts';
import { OpenapiCode } from './openapi-codes.ts';
import { httpMethods } from './openapi-model.ts';
import type { OpenapiModel, OpenapiOperation } from './openapi-model.ts';

/** A page's `openapi` front matter value, read: an optional spec file, a method and a path. */
export interface OperationRef {
  /** The spec as written (`v3-openapi`, `api/openapi.yaml`), or undefined for any of the project's. */
  readonly spec: string | undefined;
  /** Lower case. */
  readonly method: string;
  readonly path: string;
}

/** The operation a page documents, or the diagnostic saying why there is none. */
export type OperationLookup = { readonly ok: true; readonly operation: OpenapiOperation } | { readonly ok: false; readonly diagnostic: Diagnostic };

/** Reads `GET /users/{id}` or `openapi.yaml get /users/{id}` (method in any case); undefined when it is neither. */
export function parseOperationRef(value: string): OperationRef | undefined {
  const match = /^\s*(?:(.+?)\s+)?([A-Za-z]+)\s+(\/\S*)\s*$/.exec(value);
  if (!match) return undefined;
  const method = (match[2] ?? '').toLowerCase();
  if (!(httpMethods as readonly string[]).includes(method)) return undefined;
  return { spec: match[1], method, path: match[3] ?? '/' };
}

/** Whether a document's file is the one a page names: its path, or its path or name without extension (`v3-openapi` for `v3-openapi.yaml`). */
export function specMatches(file: string, spec: string): boolean {
  const wanted = spec.replace(/^\.?\/+/, '');
  const bare = file.replace(/\.(json|ya?ml)$/i, '');
  return file === wanted || bare === wanted || bare.slice(bare.lastIndexOf('/') + 1) === wanted;
}

/** The operation `ref` names in the model: the exact path first, then one differing only by a trailing slash. */
export function findOperation(model: OpenapiModel, ref: OperationRef): OpenapiOperation | undefined {
  const candidates = model.operations.filter((o) => o.method === ref.method && (ref.spec === undefined || specMatches(o.file, ref.spec)));
  const trim = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return candidates.find((o) => o.path === ref.path) ?? candidates.find((o) => trim(o.path) === trim(ref.path));
}

/** How an operation is written in front matter: `GET /users/{id}`. */
export function operationLabel(operation: OpenapiOperation): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

/**
 * The operation a page's `openapi` front matter names, or an error on that front matter line: a value
 * that is not `[file] METHOD /path`, or that names no operation (with the closest ones suggested, and
 * the URLs core did not fetch named).
 */
export function lookupOperation(model: OpenapiModel, page: string, pageText: string, value: string): OperationLookup {
  const at = frontmatterValueRange(pageText, value);
  const fail = (code: string, message: string, data: Diagnostic['data'], severity: Diagnostic['severity'] = 'error'): OperationLookup => ({ ok: false, diagnostic: { file: page, ...at, severity, code, message, ...(data ? { data } : {}) } });
  const ref = parseOperationRef(value);
  if (!ref) return fail(OpenapiCode.invalidOperation, `\`openapi: ${value}\` is not an operation: write a method and a path, such as \`GET /users/{id}\`, optionally after the spec file (\`openapi.yaml GET /users/{id}\`).`, { value });
  const operation = findOperation(model, ref);
  if (operation) return { ok: true, operation };
  const label = `${ref.method.toUpperCase()} ${ref.path}`;
  const inSpec = ref.spec === undefined ? model.operations : model.operations.filter((o) => specMatches(o.file, ref.spec as string));
  const suggestions = closestOperations(label, inSpec.length > 0 ? inSpec : model.operations);
  const where =
    model.documents.size === 0
      ? 'the project has no OpenAPI 3 file'
      : ref.spec !== undefined && inSpec.length === 0
        ? `no OpenAPI file is named "${ref.spec}" (the project has ${[...model.documents.keys()].join(', ')})`
        : `no OpenAPI file of the project has it`;
  // A spec at a URL the host fetched and read is a document like any file.
  const unfetched = model.sources.urls.find((url) => !model.documents.has(url));
  const unread = unfetched === undefined ? undefined : model.unread.get(unfetched);
  const failed = unread?.code === OpenapiCode.fetchFailed ? unread : undefined;
  const notFetched =
    unfetched === undefined || (ref.spec !== undefined && inSpec.length > 0)
      ? ''
      : failed
        ? ` The spec at ${unfetched} could not be read: ${failed.why.replace(/\.$/, '')}.`
        : ` Quire does not fetch the spec at ${unfetched}; add that file to the project to see its operations.`;
  if (notFetched && suggestions.length === 0) {
    // The host fetched it and failed: the page says why, as the config's openapi/fetch-failed does (a
    // warning: the published site fetches it). Not fetched at all (no `--fetch`) is info, as everywhere.
    if (failed) return fail(OpenapiCode.fetchFailed, `\`openapi: ${value}\`: ${where}, so the page shows only its own content.${notFetched}`, { value, url: unfetched as string, reason: failed.reason }, 'warning');
    return fail(OpenapiCode.notFetched, `\`openapi: ${value}\`: ${where}, so the page shows only its own content.${notFetched}`, { value, url: unfetched as string }, 'info');
  }
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `\`${s}\``).join(', ')}?` : '';
  return fail(OpenapiCode.unknownOperation, `\`openapi: ${value}\` names no operation: ${where}, so the page shows only its own content.${hint}${notFetched}`, { value, suggestions });
}

/** Up to three operations closest to `label` by edit distance, near enough to be a likely slip. */
function closestOperations(label: string, operations: readonly OpenapiOperation[]): string[] {
  const limit = Math.max(2, Math.floor(label.length / 3));
  return [...new Set(operations.map(operationLabel))]
    .map((candidate) => ({ candidate, distance: editDistance(label.toLowerCase(), candidate.toLowerCase(), limit) }))
    .filter((c) => c.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map((c) => c.candidate);
}

/** The range of the `openapi:` (or another `key`'s) line's value in the page's front matter (line 1 when it is not found). */
export function frontmatterValueRange(text: string, value: string, key = 'openapi'): { line: number; column: number; endLine: number; endColumn: number } {
  const lines = text.split('\n', 200);
  if (lines[0]?.trim() === '---') {
    for (let i = 1; i < lines.length && lines[i]?.trim() !== '---'; i++) {
      const line = lines[i] ?? '';
      const head = new RegExp(`^${key}\\s*:\\s*`).exec(line);
      if (!head) continue;
      const inValue = line.indexOf(value, head[0].length);
      const start = inValue >= 0 ? inValue : head[0].length;
      const end = inValue >= 0 ? start + value.length : line.replace(/\s+$/, '').length;
      return { line: i + 1, column: start + 1, endLine: i + 1, endColumn: Math.max(end, start + 1) + 1 };
    }
  }
  return { line: 1, column: 1, endLine: 1, endColumn: 2 };
}
