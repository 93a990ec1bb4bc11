import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `metadata`: settings every page shares. */
export const MetadataSchema = described(z.object({ timestamp: described(z.optional(z.boolean()), 'Shows the last-modified date on every page') }), 'Page metadata settings');

/** `metadata` as parsed. */
export type Metadata = z.output<typeof MetadataSchema>;
