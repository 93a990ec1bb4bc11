import type * as z from 'zod/mini';
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

/** `footerSocials`: platform name → http(s) URL; an unknown platform is an error (see socialsSchema). */
export const FooterSocialsSchema = socialsSchema(socialPlatforms, 'footerSocials', 'Social accounts shown in the footer: platform name → URL');

/** `footerSocials` as parsed. */
export type FooterSocials = z.output<typeof FooterSocialsSchema>;
