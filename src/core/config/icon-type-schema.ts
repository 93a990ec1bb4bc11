import * as z from 'zod/mini';

/** The icon styles an anchor or the top anchor may use. */
export const iconTypes = ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin'] as const;

/** Style of an anchor icon; one of `brands`, `duotone`, `light`, `sharp-solid`, `solid`, `thin`. */
export const IconTypeSchema = z.enum(iconTypes);

/** Style of an anchor icon. */
export type IconType = z.output<typeof IconTypeSchema>;
