import { z } from 'zod';
import { ruleString } from './string-rules.ts';

/** `colors.background`: page background colors; both modes are required. */
export const BackgroundColorsSchema = z.object({
  light: ruleString('hex-color').describe('Background color in light mode (hex code)'),
  dark: ruleString('hex-color').describe('Background color in dark mode (hex code)'),
});

/** `colors.background` as parsed. */
export type BackgroundColors = z.output<typeof BackgroundColorsSchema>;
