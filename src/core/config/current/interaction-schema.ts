import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `interaction`: how the navigation reacts. */
export const InteractionSchema = described(
  z.object({ drilldown: described(z.optional(z.boolean()), 'Opens the first page of a group when its title is clicked; default per theme') }),
  'Navigation interaction settings',
);

/** `interaction` as parsed. */
export type Interaction = z.output<typeof InteractionSchema>;
