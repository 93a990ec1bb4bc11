import * as z from 'zod/mini';
import { described } from './described.ts';
import { GradientSchema } from './gradient-schema.ts';
import { IconTypeSchema } from './icon-type-schema.ts';
import { ruleString } from './string-rules.ts';

/** Anchor `color`: a hex color, or `{ from, to }` for a gradient. */
export const AnchorColorSchema = described(
  z.union([ruleString('hex-color'), GradientSchema]),
  'Hex color of the icon background. An object with `from` and `to` (each a hex color) gives a gradient',
);

/** One entry of `anchors`: a sidebar entry. */
export const AnchorSchema = z.object({
  name: described(z.string(), 'Anchor label'),
  url: described(ruleString('link'), 'Start of the URL that marks which pages belong to the anchor; usually the folder name'),
  icon: described(z.optional(z.string()), 'Icon name from an icon library'),
  color: z.optional(AnchorColorSchema),
  version: described(z.optional(z.string()), 'Hides the anchor until that docs version is selected'),
  isDefaultHidden: described(z._default(z.boolean(), false), 'When `true`, hides the anchor until a user is linked directly to a page inside it'),
  iconType: described(z._default(IconTypeSchema, 'duotone'), 'One of `brands`, `duotone`, `light`, `sharp-solid`, `solid`, `thin`'),
});

/** Anchor `color` as parsed. */
export type AnchorColor = z.output<typeof AnchorColorSchema>;
/** One anchor, with `isDefaultHidden` and `iconType` defaulted. */
export type Anchor = z.output<typeof AnchorSchema>;
