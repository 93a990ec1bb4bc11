import { closestMatch } from '../diagnostics/suggest.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import { isLegacySocialPlatform, socialPlatformAliases, socialPlatforms } from './footer-socials-schema.ts';

/**
 * The spec-format `footerSocials` keys outside the spec's nine that the platform still accepts and
 * shows (the current format's platforms: `twitter`, `youtube`, `medium`…): the footer shows them,
 * so the site is not broken and each is a warning naming the key to use. Runs on the raw JSON value.
 */
export function checkLegacySocials(value: unknown): ConfigProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const socials = (value as Record<string, unknown>)['footerSocials'];
  if (typeof socials !== 'object' || socials === null || Array.isArray(socials)) return [];
  const out: ConfigProblem[] = [];
  for (const key of Object.keys(socials)) {
    if (!isLegacySocialPlatform(key)) continue;
    const suggestion = closestMatch(key, socialPlatforms, socialPlatformAliases);
    const taken = suggestion !== undefined && Object.hasOwn(socials, suggestion);
    const advice = suggestion === undefined ? `The spec has no such platform; the current format's \`footer.socials\` has \`${key}\` (\`quire upgrade\` keeps it).` : `Use \`${suggestion}\` instead.`;
    out.push({
      path: ['footerSocials', key],
      target: 'key',
      severity: 'warning',
      code: ConfigCode.legacySocialPlatform,
      message: `\`${key}\` is not one of the spec's footerSocials platforms, but the footer shows it. ${advice} Allowed: ${socialPlatforms.join(', ')}`,
      data: suggestion === undefined || taken ? { key } : { key, suggestion },
      ...(suggestion === undefined || taken ? {} : { replacement: { title: `Rename to \`${suggestion}\``, text: JSON.stringify(suggestion) } }),
    });
  }
  return out;
}
