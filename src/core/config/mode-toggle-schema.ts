import { z } from 'zod';

/** `modeToggle`: the light/dark toggle settings. */
export const ModeToggleSchema = z
  .object({
    default: z
      .enum(['light', 'dark'])
      .optional()
      .describe("Mode for new users. When unset, the mode follows the user's operating system"),
    isHidden: z.boolean().default(false).describe('Hides the toggle. Combined with `default`, it forces the site into a single mode'),
  })
  .describe('Light/dark toggle settings');

/** `modeToggle` with `isHidden` defaulted to `false`. */
export type ModeToggle = z.output<typeof ModeToggleSchema>;
