import { z } from 'zod';
import { GradientSchema } from './gradient-schema.ts';
import { IconTypeSchema } from './icon-type-schema.ts';
import { ruleString } from './string-rules.ts';

/** Anchor `color`: a hex color, or `{ from, to }` for a gradient. */
export const AnchorColorSchema = z
  .union([ruleString('hex-color'), GradientSchema])
  .describe('Hex color of the icon background. An object with `from` and `to` (each a hex color) gives a gradient');

/** One entry of `anchors`: a sidebar entry. */
export const AnchorSchema = z.object({
  name: z.string().describe('Anchor label'),
  url: ruleString('link').describe('Start of the URL that marks which pages belong to the anchor; usually the folder name'),
  icon: z.string().optional().describe('Icon name from an icon library'),
  color: AnchorColorSchema.optional(),
  version: z.string().optional().describe('Hides the anchor until that docs version is selected'),
  isDefaultHidden: z.boolean().default(false).describe('When `true`, hides the anchor until a user is linked directly to a page inside it'),
  iconType: IconTypeSchema.default('duotone').describe('One of `brands`, `duotone`, `light`, `sharp-solid`, `solid`, `thin`'),
});

/** Anchor `color` as parsed. */
export type AnchorColor = z.output<typeof AnchorColorSchema>;
/** One anchor, with `isDefaultHidden` and `iconType` defaulted. */
export type Anchor = z.output<typeof AnchorSchema>;
