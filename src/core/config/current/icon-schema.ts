import * as z from 'zod/mini';
import { described } from '../described.ts';

/** The icon libraries of the current format. */
export const iconLibraries = ['fontawesome', 'lucide', 'tabler'] as const;

/** The Font Awesome styles an icon may name. */
export const iconStyles = [
  'brands',
  'duotone',
  'light',
  'regular',
  'sharp-duotone-solid',
  'sharp-light',
  'sharp-regular',
  'sharp-solid',
  'sharp-thin',
  'solid',
  'thin',
] as const;

/** `icons`: the library icon names come from. */
export const IconsSchema = described(
  z.object({
    library: described(z._default(z.enum(iconLibraries), 'fontawesome'), 'Library every icon name comes from; default `fontawesome`'),
  }),
  'Icon library settings',
);

/** An `iconType`: a Font Awesome style. */
export const IconTypeNameSchema = described(z.enum(iconStyles), `Font Awesome style of the icon; one of ${iconStyles.join(', ')}`);

/** A navigation `icon`: a name (or URL, or path), or `{ name, style, library }`. */
export const NavigationIconSchema = described(
  z.union([
    z.string(),
    z.object({
      name: described(z.string(), 'Icon name'),
      style: z.optional(IconTypeNameSchema),
      library: described(z.optional(z.enum(iconLibraries)), 'Library of this icon, overriding `icons.library`'),
    }),
  ]),
  'Icon name from the icon library, a URL or path of an image, or an object with `name`, `style` and `library`',
);

/** `icons` with `library` defaulted. */
export type Icons = z.output<typeof IconsSchema>;
/** A navigation icon as parsed. */
export type NavigationIcon = z.output<typeof NavigationIconSchema>;
