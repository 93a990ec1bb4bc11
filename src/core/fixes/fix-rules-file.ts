import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';
import { rulesFileText } from '../rules/rules-file.ts';

/** "Regenerate <file>" for an out-of-date rules file (`project/rules-outdated`): its whole text replaced by the generator's. */
export function rulesFileFixes(text: string, diagnostic: Diagnostic): Fix[] {
  return [{ title: `Regenerate ${diagnostic.file}`, edits: [{ file: diagnostic.file, start: 0, end: text.length, text: rulesFileText() }] }];
}
