import { z } from 'zod';
import { IconTypeSchema } from './icon-type-schema.ts';

/** `topAnchor`: overrides for the top-most anchor; every field has a default. */
export const TopAnchorSchema = z
  .object({
    name: z.string().default('Documentation').describe('Name of the top-most anchor'),
    icon: z.string().default('book-open').describe('Icon name'),
    iconType: IconTypeSchema.default('duotone').describe('Same allowed values as in Anchor'),
  })
  .describe('Overrides for the top-most anchor');

/** `topAnchor` with its defaults applied. */
export type TopAnchor = z.output<typeof TopAnchorSchema>;
