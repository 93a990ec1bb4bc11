import { z } from 'zod';
import { BackgroundColorsSchema } from './background-colors-schema.ts';
import { ruleString } from './string-rules.ts';

/** `colors`: global theme colors, as hex color codes. */
export const ColorsSchema = z.object({
  primary: ruleString('hex-color').describe('Primary color in light mode: highlighted content, section headers, accents'),
  light: ruleString('hex-color').optional().describe('Primary color for dark mode'),
  dark: ruleString('hex-color').optional().describe('Primary color for important buttons'),
  background: BackgroundColorsSchema.optional().describe('Background colors; has `light` and `dark`, both hex codes'),
});

/** `colors` as parsed. */
export type Colors = z.output<typeof ColorsSchema>;
