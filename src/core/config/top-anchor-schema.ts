import * as z from 'zod/mini';
import { described } from './described.ts';
import { IconTypeSchema } from './icon-type-schema.ts';

/** `topAnchor`: overrides for the top-most anchor; every field has a default. */
export const TopAnchorSchema = described(
  z.object({
    name: described(z._default(z.string(), 'Documentation'), 'Name of the top-most anchor'),
    icon: described(z._default(z.string(), 'book-open'), 'Icon name'),
    iconType: described(z._default(IconTypeSchema, 'duotone'), 'Same allowed values as in Anchor'),
  }),
  'Overrides for the top-most anchor',
);

/** `topAnchor` with its defaults applied. */
export type TopAnchor = z.output<typeof TopAnchorSchema>;
