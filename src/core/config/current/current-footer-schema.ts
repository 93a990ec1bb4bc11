import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';
import { socialsSchema } from '../socials-schema.ts';

/** The platforms `footer.socials` accepts as keys. */
export const currentSocialPlatforms = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const;

/** One column of `footer.links`: a header and its links. */
export const FooterLinkColumnSchema = z.object({
  header: described(z.optional(z.string()), 'Column header'),
  items: described(
    z.array(
      z.object({
        label: described(z.string(), 'Link text'),
        href: described(ruleString('link'), 'Link target'),
      }),
    ),
    'Links of the column',
  ),
});

/** `footer`: social accounts and columns of links. */
export const CurrentFooterSchema = described(
  z.object({
    socials: z.optional(socialsSchema(currentSocialPlatforms, 'footer.socials', 'Social accounts shown in the footer: platform name → URL')),
    links: described(z.optional(z.array(FooterLinkColumnSchema).check(z.maxLength(4))), 'Columns of links, at most 4'),
  }),
  'Footer content',
);

/** `footer` as parsed. */
export type CurrentFooter = z.output<typeof CurrentFooterSchema>;
