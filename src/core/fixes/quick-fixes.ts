import { ProjectCode } from '../check/check-codes.ts';
import { ConfigCode } from '../config/config-codes.ts';
import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';
import { LintCode } from '../lint/lint-codes.ts';
import { PageCode } from '../page/page-codes.ts';
import { addDescriptionFixes, addFrontmatterFixes, addTitleFixes } from './fix-frontmatter.ts';
import { imageFrameFixes } from './fix-image-frame.ts';
import { missingPageFixes } from './fix-missing-page.ts';
import { orphanPageFixes } from './fix-orphan-page.ts';
import { rulesFileFixes } from './fix-rules-file.ts';
import { unknownKeyFixes } from './fix-unknown-key.ts';
import type { QuickFix, ReadFile } from './quick-fix.ts';

/** The quick fix of each code that has one. */
const fixesByCode: Readonly<Record<string, QuickFix>> = {
  [ConfigCode.unknownKey]: unknownKeyFixes,
  [ConfigCode.invalidSocialPlatform]: unknownKeyFixes,
  [ConfigCode.legacySocialPlatform]: unknownKeyFixes,
  [LintCode.imageOutsideFrame]: imageFrameFixes,
  [PageCode.missingFrontmatter]: addFrontmatterFixes,
  [PageCode.missingTitle]: addTitleFixes,
  [PageCode.missingDescription]: addDescriptionFixes,
  [ProjectCode.missingPage]: missingPageFixes,
  [ProjectCode.orphanPage]: orphanPageFixes,
  [ProjectCode.rulesOutdated]: rulesFileFixes,
};

/**
 * The quick fixes for a diagnostic, computed from `text`, the current text of the diagnostic's file
 * (whose range must be current too), its code and `data` — never its message. `readFile` (default: no
 * other files) gives the text of other files a fix edits (docs.json for an orphan page).
 */
export function quickFixes(text: string, diagnostic: Diagnostic, readFile: ReadFile = () => undefined): Fix[] {
  return fixesByCode[diagnostic.code]?.(text, diagnostic, readFile) ?? [];
}
