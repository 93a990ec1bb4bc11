import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** One entry of `tabs`: a navigational tab. */
export const TabSchema = z.object({
  name: described(z.string(), 'Tab label'),
  url: described(ruleString('link'), 'Start of the URL that marks which pages belong to the tab; usually the folder name'),
});

/** One entry of `tabs`. */
export type Tab = z.output<typeof TabSchema>;
