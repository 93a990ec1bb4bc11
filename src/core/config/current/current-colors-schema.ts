import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';

/** `colors` in the current format: `primary` is required; no `background` (that is `background.color`). */
export const CurrentColorsSchema = described(
  z.object({
    primary: described(ruleString('hex-color'), 'Primary color, used for emphasis in light mode'),
    light: described(z.optional(ruleString('hex-color')), 'Color used for emphasis in dark mode'),
    dark: described(z.optional(ruleString('hex-color')), 'Color used for buttons and hover states in both modes'),
  }),
  'Theme colors, as hex color codes',
);

/** `colors` as parsed. */
export type CurrentColors = z.output<typeof CurrentColorsSchema>;
