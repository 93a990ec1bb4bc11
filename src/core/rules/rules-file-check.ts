import { ProjectCode } from '../check/check-codes.ts';
import { type Diagnostic, fileDiagnostic } from '../diagnostics/diagnostic.ts';
import { rulesFileFixes } from '../fixes/fix-rules-file.ts';
import type { Project } from '../project/project.ts';
import { rulesEditors, rulesFilePath } from './rules-editors.ts';
import { rulesFileMarker, rulesFileText } from './rules-file.ts';

/**
 * `project/rules-outdated` (info, with the fix that regenerates it) for each of Quire's rules files in
 * the project, at any editor's place, that differs from what `rulesFileText` makes now; line endings
 * do not count (git may check it out with CRLF). A file without Quire's marker is the team's own and
 * is left alone; an up-to-date one gives nothing.
 */
export function rulesFileDiagnostics(project: Project): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  let expected: string | undefined;
  for (const editor of rulesEditors) {
    const file = rulesFilePath(editor);
    const text = project.readText(file);
    if (text === undefined || !text.includes(rulesFileMarker)) continue;
    expected ??= rulesFileText();
    if (text.replace(/\r\n/g, '\n') === expected) continue;
    const diagnostic: Diagnostic = {
      ...fileDiagnostic(file, 'info', ProjectCode.rulesOutdated, `${file}, the ${editor.editor} writing rules, is out of date with Quire's components and checks, so the assistant may write what the checks report. Regenerate it (\`quire rules --dir ${editor.dir}\`).`),
      data: { file, dir: editor.dir },
    };
    const [fix] = rulesFileFixes(text, diagnostic);
    diagnostics.push(fix ? { ...diagnostic, fix } : diagnostic);
  }
  return diagnostics;
}
