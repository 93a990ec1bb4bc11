import type { Diagnostic, Fix, ReadFile } from '../core/index.ts';
import { quickFixes } from '../core/index.ts';

export type { ReadFile } from '../core/index.ts';

/**
 * Every quick fix for a diagnostic of `file` whose current text is `text`: the diagnostic's own fix
 * first, then core's quick fixes computed from the current text (`quickFixes`), without two of the
 * same title. `diagnostic`'s range must be current. `ownFixIsCurrent` (default true) is false when the file changed since core computed the
 * diagnostic: its own fix's offsets into this file may be wrong then, so it is dropped unless it edits
 * only other files. `readFile` (default: no other files) gives fixes that edit another file its text
 * (`project/orphan-page` adds the page to docs.json).
 */
export function fixesForDiagnostic(file: string, text: string, diagnostic: Diagnostic, ownFixIsCurrent = true, readFile: ReadFile = () => undefined): Fix[] {
  const out: Fix[] = [];
  const own = diagnostic.fix;
  if (own && own.edits.length > 0 && (ownFixIsCurrent || own.edits.every((e) => e.file !== file))) out.push(own);
  for (const fix of quickFixes(text, diagnostic, readFile)) {
    if (!out.some((f) => f.title === fix.title)) out.push(fix);
  }
  return out;
}

/** Whether every edit of a fix changes `file` itself (so the editor applies it as an undoable edit). */
export function isLocalFix(fix: Fix, file: string): boolean {
  return fix.edits.every((e) => e.file === file);
}
