import * as z from 'zod/mini';
import { BackgroundColorsSchema } from './background-colors-schema.ts';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** `colors`: global theme colors, as hex color codes. */
export const ColorsSchema = z.object({
  primary: described(ruleString('hex-color'), 'Primary color in light mode: highlighted content, section headers, accents'),
  light: described(z.optional(ruleString('hex-color')), 'Primary color for dark mode'),
  dark: described(z.optional(ruleString('hex-color')), 'Primary color for important buttons'),
  background: described(z.optional(BackgroundColorsSchema), 'Background colors; has `light` and `dark`, both hex codes'),
});

/** `colors` as parsed. */
export type Colors = z.output<typeof ColorsSchema>;
