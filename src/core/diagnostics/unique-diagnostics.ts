import type { Diagnostic } from './diagnostic.ts';

/**
 * The diagnostics without repeats: one per file, position and code, the first kept. A page's check
 * and its render report some of the same problems (an MDX syntax error), and a page rendered to two
 * files (the home page's `index.html`) reports its own twice.
 */
export function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
