import * as z from 'zod/mini';
import { described } from '../described.ts';
import { LightDarkColorSchema, LightDarkImageSchema } from './light-dark-schema.ts';

/** `background`: decoration, colors and image behind the pages. */
export const BackgroundSchema = described(
  z.object({
    decoration: described(z.optional(z.enum(['gradient', 'grid', 'windows'])), 'Decorative background pattern'),
    color: described(z.optional(LightDarkColorSchema), 'Background colors in light and dark mode'),
    image: described(z.optional(z.union([z.string(), LightDarkImageSchema])), 'Background image path, or one per mode'),
  }),
  'Background decoration, colors and image',
);

/** `background` as parsed. */
export type Background = z.output<typeof BackgroundSchema>;
