import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';
import { LightDarkImageSchema } from './light-dark-schema.ts';

/** `logo`: one image path, or `{ light, dark, href }`. */
export const CurrentLogoSchema = described(
  z.union([
    z.string(),
    z.object({
      light: described(z.string(), 'Path of the logo in light mode'),
      dark: described(z.string(), 'Path of the logo in dark mode'),
      href: described(z.optional(ruleString('link')), 'Where a click on the logo leads; default the home page'),
    }),
  ]),
  'Path of the logo image, or an object with light-mode and dark-mode paths and the click target',
);

/** `favicon`: one image path, or `{ light, dark }`. */
export const FaviconSchema = described(z.union([z.string(), LightDarkImageSchema]), 'Path of the favicon, or an object with light-mode and dark-mode paths');

/** `logo` as parsed. */
export type CurrentLogo = z.output<typeof CurrentLogoSchema>;
/** `favicon` as parsed. */
export type Favicon = z.output<typeof FaviconSchema>;
