import { z } from 'zod';
import { ruleString } from './string-rules.ts';

/** One entry of `tabs`: a navigational tab. */
export const TabSchema = z.object({
  name: z.string().describe('Tab label'),
  url: ruleString('link').describe('Start of the URL that marks which pages belong to the tab; usually the folder name'),
});

/** One entry of `tabs`. */
export type Tab = z.output<typeof TabSchema>;
