import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/**
 * `colors.background`: page background colors. The spec lists both modes as required, but the platform
 * accepts one (the other mode keeps the theme's background), so a missing side is not a broken site.
 */
export const BackgroundColorsSchema = z.object({
  light: described(z.optional(ruleString('hex-color')), 'Background color in light mode (hex code)'),
  dark: described(z.optional(ruleString('hex-color')), 'Background color in dark mode (hex code)'),
});

/** `colors.background` as parsed. */
export type BackgroundColors = z.output<typeof BackgroundColorsSchema>;
