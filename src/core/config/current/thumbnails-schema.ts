import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `thumbnails`: the social media preview images. */
export const ThumbnailsSchema = described(
  z.object({
    appearance: described(z.optional(z.enum(['light', 'dark'])), 'Color mode of thumbnails; default the site colors'),
    background: described(z.optional(z.string()), 'Background image path or URL'),
    fonts: described(z.optional(z.object({ family: described(z.string(), 'Google Fonts family name') })), 'Font of thumbnails'),
  }),
  'Social media thumbnails',
);

/** `thumbnails` as parsed. */
export type Thumbnails = z.output<typeof ThumbnailsSchema>;
