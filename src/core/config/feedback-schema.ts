import { z } from 'zod';

/** `feedback`: which feedback buttons pages show. */
export const FeedbackSchema = z
  .object({
    suggestEdit: z.boolean().default(false).describe('Enables a button to suggest edits through pull requests'),
    raiseIssue: z.boolean().default(false).describe('Enables a button to raise an issue about the page'),
  })
  .describe('Feedback buttons');

/** `feedback` with both flags defaulted to `false`. */
export type Feedback = z.output<typeof FeedbackSchema>;
