import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';

/** `{ light, dark }` with two hex colors, such as `background.color` and `banner.color`. */
export const LightDarkColorSchema = z.object({
  light: described(z.optional(ruleString('hex-color')), 'Hex color in light mode'),
  dark: described(z.optional(ruleString('hex-color')), 'Hex color in dark mode'),
});

/** `{ light, dark }` with two image paths, such as the object forms of `favicon` and `background.image`. */
export const LightDarkImageSchema = z.object({
  light: described(z.string(), 'Path of the image in light mode'),
  dark: described(z.string(), 'Path of the image in dark mode'),
});

/** A light/dark color pair as parsed. */
export type LightDarkColor = z.output<typeof LightDarkColorSchema>;
/** A light/dark image pair as parsed. */
export type LightDarkImage = z.output<typeof LightDarkImageSchema>;
