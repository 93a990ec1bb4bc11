import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** The object form of `logo`: one image per color mode and the click target. */
export const LogoObjectSchema = z.object({
  light: described(z.string(), 'Logo path in light mode'),
  dark: described(z.string(), 'Logo path in dark mode'),
  href: described(z._default(ruleString('link'), '/'), 'Target of a click on the logo'),
});

/** `logo`: a path to one logo image, or an object with light-mode and dark-mode paths. */
export const LogoSchema = described(z.union([z.string(), LogoObjectSchema]), 'Path to one logo image, or an object with light-mode and dark-mode paths');

/** The object form of `logo`, with `href` defaulted to `/`. */
export type LogoObject = z.output<typeof LogoObjectSchema>;
/** `logo` as parsed. */
export type Logo = z.output<typeof LogoSchema>;
