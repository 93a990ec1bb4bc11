/** The exit code of a crash (a bug in Quire, not in the project): distinct from 1, "errors found". */
export const internalErrorExitCode = 3;

/**
 * Reports an unexpected exception as one line on `write` and returns internalErrorExitCode. The
 * stack trace follows only with QUIRE_DEBUG=1 (`debug`, default from the environment): a stranger's
 * project must not be able to fill a CI log with Quire's internals.
 */
export function reportInternalError(error: unknown, write: (text: string) => void, debug = process.env.QUIRE_DEBUG === '1'): number {
  const message = error instanceof Error ? error.message : String(error);
  write(`quire: internal error: ${message.split('\n', 1)[0] ?? ''} (please report this)\n`);
  if (debug && error instanceof Error && error.stack) write(`${error.stack}\n`);
  return internalErrorExitCode;
}
