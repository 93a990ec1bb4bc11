import { z } from 'zod';
import { ruleString } from './string-rules.ts';

/** One entry of `topbarLinks`: a link shown in the top bar. */
export const TopbarLinkSchema = z.object({
  name: z.string().describe('Button name'),
  url: ruleString('link').describe('Target of the button'),
});

/** One entry of `topbarLinks`. */
export type TopbarLink = z.output<typeof TopbarLinkSchema>;
