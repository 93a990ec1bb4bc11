import { z } from 'zod';
import { ruleString } from './string-rules.ts';

/** A two-color gradient, each end a hex color (anchor `color` in object form). */
export const GradientSchema = z.object({
  from: ruleString('hex-color').describe('Hex color where the gradient starts'),
  to: ruleString('hex-color').describe('Hex color where the gradient ends'),
});

/** A two-color gradient. */
export type Gradient = z.output<typeof GradientSchema>;
