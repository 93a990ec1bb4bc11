import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** `colors.background`: page background colors; both modes are required. */
export const BackgroundColorsSchema = z.object({
  light: described(ruleString('hex-color'), 'Background color in light mode (hex code)'),
  dark: described(ruleString('hex-color'), 'Background color in dark mode (hex code)'),
});

/** `colors.background` as parsed. */
export type BackgroundColors = z.output<typeof BackgroundColorsSchema>;
