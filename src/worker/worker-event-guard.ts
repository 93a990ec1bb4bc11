import type { Diagnostic } from '../core/diagnostics/diagnostic.ts';
import { arrayOf, byType, exactOptional, isBoolean, isNumber, isString, literal, objectOf, optional, recordOf, union } from '../core/protocol/type-guard.ts';
import type { Guard } from '../core/protocol/type-guard.ts';
import { renderBodyFields, renderErrorFields, renderFields } from '../core/protocol/page-feed-guards.ts';
import type { WorkerEvent } from './protocol.ts';

// The worker's events as the app's main thread checks them: WorkerEventSchema (protocol.ts) accepts
// exactly these, but its code (zod's) is not on the way to the first preview. The schema stays the
// declaration of each event; test/worker/worker-event-guard.test.ts holds the two to the same answers.

const isDiagnostic: Guard<Diagnostic> = objectOf<Diagnostic>({
  file: isString,
  line: isNumber,
  column: isNumber,
  endLine: isNumber,
  endColumn: isNumber,
  severity: literal('error', 'warning', 'info'),
  code: isString,
  message: isString,
  path: exactOptional(isString),
  fix: exactOptional(objectOf({ title: isString, edits: arrayOf(objectOf({ file: isString, start: isNumber, end: isNumber, text: isString })) })),
  data: exactOptional(recordOf(union(isString, isNumber, isBoolean, arrayOf(isString)))),
});

/** Whether `data` is an event of the worker's protocol (WorkerEventSchema accepts it). */
export const isWorkerEvent: Guard<WorkerEvent> = byType<WorkerEvent>({
  diagnostics: { diagnostics: arrayOf(isDiagnostic), files: isNumber, strict: isBoolean, checkedLoad: isNumber, cached: optional(literal(true)) },
  site: { pages: arrayOf(objectOf({ path: isString, file: isString, title: isString })), home: optional(isString), githubRepository: optional(isString) },
  render: renderFields,
  'render-body': renderBodyFields,
  'render-error': renderErrorFields,
  'not-found': { seq: isNumber, target: isString },
  failed: { message: isString, loading: optional(literal(true)) },
  'page-markdown': { id: isNumber, markdown: optional(isString) },
});
