import type { DiagnosticData } from './diagnostic.ts';

/**
 * An error Quire throws, with a stable `code` (`site/unknown-page`, `cli/usage`) that callers test
 * instead of the message, and the facts of the case in `data`. Problems of a project are never
 * thrown: they are diagnostics; a QuireError is a misuse of an API or input Quire cannot read.
 */
export class QuireError extends Error {
  readonly code: string;
  readonly data: DiagnosticData | undefined;

  constructor(code: string, message: string, data?: DiagnosticData) {
    super(message);
    this.name = 'QuireError';
    this.code = code;
    this.data = data;
  }
}
