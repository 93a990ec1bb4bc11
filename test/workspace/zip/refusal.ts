import { ZipError } from '../../../src/workspace/index.ts';

/** The ZipError `run` throws, for exact assertions on its code, entries and message; fails when it throws nothing or something else. */
export function refusal(run: () => unknown): ZipError {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipError) return error;
    throw error;
  }
  throw new Error('expected a ZipError, but nothing was thrown');
}
