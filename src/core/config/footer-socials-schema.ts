import * as z from 'zod/mini';
import { described } from './described.ts';
import type { RuleParams } from './string-rules.ts';
import { ruleString } from './string-rules.ts';

/** The platforms `footerSocials` accepts as keys. */
export const socialPlatforms = ['website', 'facebook', 'x', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news'] as const;

/** A platform `footerSocials` accepts. */
export type SocialPlatform = (typeof socialPlatforms)[number];

/** Other names people use for a supported platform, for suggestions. */
export const socialPlatformAliases: Readonly<Record<string, SocialPlatform>> = {
  twitter: 'x',
  'x-twitter': 'x',
  hackernews: 'hacker-news',
  hn: 'hacker-news',
  ycombinator: 'hacker-news',
  homepage: 'website',
  web: 'website',
  site: 'website',
};

const known = new Set<string>(socialPlatforms);
const platformParams: RuleParams = { rule: 'social-platform' };
const shape = Object.fromEntries(socialPlatforms.map((p) => [p, described(z.optional(ruleString('http-url')), `URL of the ${p} account`)])) as Record<
  SocialPlatform,
  z.ZodMiniOptional<z.ZodMiniString>
>;

/**
 * `footerSocials`: platform name → http(s) URL. Unlike other objects, an unknown key is an error
 * (the footer cannot show a platform it has no icon for), so the object is loose and a check
 * reports each unknown key; the JSON Schema says `additionalProperties: false` for the editor.
 */
export const FooterSocialsSchema = described(
  z.pipe(
    z.looseObject(shape).check(
      z.superRefine(
        (value: Record<string, unknown>, ctx) => {
          if (Array.isArray(value)) return;
          for (const key of Object.keys(value)) {
            if (!known.has(key)) ctx.addIssue({ code: 'custom', input: key, path: [key], params: platformParams });
          }
        },
        // Runs even when a value has an error, so a bad key and a bad URL are reported together.
        { when: (payload) => payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value) },
      ),
    ),
    z.transform((value): { [P in SocialPlatform]?: string | undefined } => value),
  ),
  `Social accounts shown in the footer: platform name → URL. Allowed keys: ${socialPlatforms.join(', ')}`,
  { additionalProperties: false },
);

/** `footerSocials` as parsed. */
export type FooterSocials = z.output<typeof FooterSocialsSchema>;
