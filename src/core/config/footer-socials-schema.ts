import type * as z from 'zod/mini';
import { currentSocialPlatforms } from './current/current-footer-schema.ts';
import { socialsSchema } from './socials-schema.ts';

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

/** Whether a `footerSocials` key is outside the spec's platforms but one the platform still accepts (the current format's). */
export function isLegacySocialPlatform(key: string): boolean {
  return !(socialPlatforms as readonly string[]).includes(key) && (currentSocialPlatforms as readonly string[]).includes(key);
}

/**
 * `footerSocials`: platform name → http(s) URL; an unknown platform is an error (see socialsSchema),
 * except the current format's platforms, which the platform still shows (check-legacy-socials warns).
 */
export const FooterSocialsSchema = socialsSchema(socialPlatforms, 'footerSocials', 'Social accounts shown in the footer: platform name → URL', isLegacySocialPlatform);

/** `footerSocials` as parsed. */
export type FooterSocials = z.output<typeof FooterSocialsSchema>;
