import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** One entry of `topbarLinks`: a link shown in the top bar. */
export const TopbarLinkSchema = z.object({
  name: described(z.string(), 'Button name'),
  url: described(ruleString('link'), 'Target of the button'),
});

/** One entry of `topbarLinks`. */
export type TopbarLink = z.output<typeof TopbarLinkSchema>;
