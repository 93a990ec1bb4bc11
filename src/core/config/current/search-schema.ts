import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `search`: the search bar. */
export const SearchSchema = described(z.object({ prompt: described(z.optional(z.string()), 'Placeholder text of the search bar') }), 'Search bar settings');

/** `search` as parsed. */
export type Search = z.output<typeof SearchSchema>;
