import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `appearance`: the color mode the site starts in, and whether readers may change it. */
export const AppearanceSchema = described(
  z.object({
    default: described(z._default(z.enum(['system', 'light', 'dark']), 'system'), 'Color mode the site starts in; default `system`'),
    strict: described(z._default(z.boolean(), false), 'When `true`, hides the light/dark toggle; default `false`'),
  }),
  'Light and dark mode settings',
);

/** `appearance` with its defaults. */
export type Appearance = z.output<typeof AppearanceSchema>;
