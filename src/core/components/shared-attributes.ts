import type { AttributeSpec } from './component-spec.ts';

/** The icon styles of the icon library, as in the spec's `iconType` of anchors (plus `regular`). */
export const iconTypes = ['brands', 'duotone', 'light', 'regular', 'sharp-solid', 'solid', 'thin'] as const;

/** The `icon` attribute shared by cards, steps, tabs, accordions and icons. */
export const iconAttribute: AttributeSpec = {
  name: 'icon',
  type: 'string',
  description: 'Icon name from the icon library (such as `rocket`), an image URL or path, or an inline SVG element.',
};

/** The `iconType` attribute that goes with `icon`. */
export const iconTypeAttribute: AttributeSpec = {
  name: 'iconType',
  type: 'string',
  values: iconTypes,
  description: 'Style of the icon: one of `brands`, `duotone`, `light`, `regular`, `sharp-solid`, `solid`, `thin`.',
};

/** The heading sizes a step title may use. */
export const titleSizes = ['p', 'h2', 'h3'] as const;
