import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';

/** Reads another file of the project as it is now; undefined when there is no such file. */
export type ReadFile = (path: string) => string | undefined;

/**
 * A quick fix: from the current text of the diagnostic's file and the diagnostic (its range, code and
 * `data`, never its message), the fixes to offer; `readFile` gives the other files a fix edits.
 */
export type QuickFix = (text: string, diagnostic: Diagnostic, readFile: ReadFile) => Fix[];
