import * as z from 'zod/mini';
import { described } from './described.ts';

/** `modeToggle`: the light/dark toggle settings. */
export const ModeToggleSchema = described(
  z.object({
    default: described(z.optional(z.enum(['light', 'dark'])), "Mode for new users. When unset, the mode follows the user's operating system"),
    isHidden: described(z._default(z.boolean(), false), 'Hides the toggle. Combined with `default`, it forces the site into a single mode'),
  }),
  'Light/dark toggle settings',
);

/** `modeToggle` with `isHidden` defaulted to `false`. */
export type ModeToggle = z.output<typeof ModeToggleSchema>;
