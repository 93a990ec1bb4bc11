import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `seo`: indexing and meta tags. */
export const SeoSchema = described(
  z.object({
    indexing: described(z.optional(z.enum(['navigable', 'all'])), 'Which pages search engines index; default `navigable`'),
    metatags: described(z.optional(z.record(z.string(), z.string())), 'Meta tags added to every page: name → content'),
  }),
  'Search engine settings',
);

/** `seo` as parsed. */
export type Seo = z.output<typeof SeoSchema>;
