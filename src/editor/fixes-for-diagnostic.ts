import type { Diagnostic, Fix } from '../core/index.ts';
import { orphanPageFixes } from '../core/index.ts';
import { addDescriptionFix, addFrontmatterFix, addTitleFix } from './fix-frontmatter.ts';
import { wrapImageInFrameFix } from './fix-image-frame.ts';
import { createMissingPageFix } from './fix-missing-page.ts';
import { unknownKeyFixes } from './fix-unknown-key.ts';

/** Reads another file of the workspace as it is now; undefined when there is no such file. */
export type ReadFile = (path: string) => string | undefined;

/** The fixes the editor computes itself, by diagnostic code, from the file's current text (and other files'). */
const computed: Readonly<Record<string, (file: string, text: string, d: Diagnostic, readFile: ReadFile) => Fix[] | Fix | undefined>> = {
  'config/unknown-key': unknownKeyFixes,
  'config/invalid-social-platform': unknownKeyFixes,
  'lint/image-outside-frame': wrapImageInFrameFix,
  'page/missing-frontmatter': (file, text) => addFrontmatterFix(file, text),
  'page/missing-title': (file, text) => addTitleFix(file, text),
  'page/missing-description': (file, text) => addDescriptionFix(file, text),
  'project/missing-page': (_file, text, d) => createMissingPageFix(text, d),
  'project/orphan-page': (_file, _text, d, readFile) => {
    const configFile = ['docs.json', 'mint.json'].find((name) => readFile(name) !== undefined);
    return configFile === undefined ? undefined : orphanPageFixes(readFile(configFile) ?? '', d, configFile);
  },
};

/**
 * Every quick fix for a diagnostic of `file` whose current text is `text`: the diagnostic's own fix
 * first, then the ones the editor computes, without two of the same title. `diagnostic`'s range must be
 * current. `ownFixIsCurrent` (default true) is false when the file changed since core computed the
 * diagnostic: its own fix's offsets into this file may be wrong then, so it is dropped unless it edits
 * only other files. `readFile` (default: no other files) gives fixes that edit another file its text
 * (`project/orphan-page` adds the page to docs.json).
 */
export function fixesForDiagnostic(file: string, text: string, diagnostic: Diagnostic, ownFixIsCurrent = true, readFile: ReadFile = () => undefined): Fix[] {
  const out: Fix[] = [];
  const own = diagnostic.fix;
  if (own && own.edits.length > 0 && (ownFixIsCurrent || own.edits.every((e) => e.file !== file))) out.push(own);
  const compute = computed[diagnostic.code];
  const extra = compute ? compute(file, text, diagnostic, readFile) : undefined;
  for (const fix of extra === undefined ? [] : Array.isArray(extra) ? extra : [extra]) {
    if (!out.some((f) => f.title === fix.title)) out.push(fix);
  }
  return out;
}

/** Whether every edit of a fix changes `file` itself (so the editor applies it as an undoable edit). */
export function isLocalFix(fix: Fix, file: string): boolean {
  return fix.edits.every((e) => e.file === file);
}
