import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** A two-color gradient, each end a hex color (anchor `color` in object form). */
export const GradientSchema = z.object({
  from: described(ruleString('hex-color'), 'Hex color where the gradient starts'),
  to: described(ruleString('hex-color'), 'Hex color where the gradient ends'),
});

/** A two-color gradient. */
export type Gradient = z.output<typeof GradientSchema>;
