import * as z from 'zod/mini';
import { described } from './described.ts';

/** `feedback`: which feedback buttons pages show. */
export const FeedbackSchema = described(
  z.object({
    suggestEdit: described(z._default(z.boolean(), false), 'Enables a button to suggest edits through pull requests'),
    raiseIssue: described(z._default(z.boolean(), false), 'Enables a button to raise an issue about the page'),
  }),
  'Feedback buttons',
);

/** `feedback` with both flags defaulted to `false`. */
export type Feedback = z.output<typeof FeedbackSchema>;
