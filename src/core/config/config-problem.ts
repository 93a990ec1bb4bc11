import type { DiagnosticData, Severity } from '../diagnostics/diagnostic.ts';
import type { ConfigCode } from './config-codes.ts';
import type { JsonPath } from './json-path.ts';

/**
 * A docs.json problem before it has a position. `target` says which text it points at:
 * `value` — the value at `path`; `key` — the property name at `path`;
 * `missing` — `path` does not exist, so the key of the object that should hold it (or that object's `{`).
 */
export interface ConfigProblem {
  readonly path: JsonPath;
  readonly target: 'value' | 'key' | 'missing';
  readonly severity: Severity;
  readonly code: ConfigCode;
  readonly message: string;
  /** A quick fix: JSON text that replaces the target. */
  readonly replacement?: { readonly title: string; readonly text: string };
  /** What the problem is about, for quick fixes (see DiagnosticData). */
  readonly data?: DiagnosticData;
}
