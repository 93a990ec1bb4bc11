import { iconAliasTarget, iconStylesOf, isBundledIcon } from './icon-resources.ts';

/** The styles a bundled icon can come from. */
export type IconStyle = 'solid' | 'regular' | 'brands';

/** One icon ready to draw: an SVG path in a `0 0 width 512` viewBox. */
export interface IconShape {
  readonly name: string;
  readonly style: IconStyle;
  readonly width: number;
  readonly path: string;
}

// Pro styles are not bundled: light and thin are outlines, so they prefer regular; duotone and
// sharp-solid are filled, so they prefer solid. Brand names are tried before solid because a name
// such as `github` or `discord` means the logo, never a pictogram.
const order: Readonly<Record<string, readonly IconStyle[]>> = {
  brands: ['brands', 'solid', 'regular'],
  regular: ['regular', 'brands', 'solid'],
  light: ['regular', 'brands', 'solid'],
  thin: ['regular', 'brands', 'solid'],
};
const defaultOrder: readonly IconStyle[] = ['brands', 'solid', 'regular'];

/**
 * Normalizes an icon name as authors write it (`GitHub`, `fa-book`, ` rocket `) to a bundled key.
 * Only a name that is not bundled is looked up among the aliases (`external-link`); while they are
 * not loaded it comes back as it is, not bundled, and the alias table is noted as missing.
 */
export function normalizeIconName(name: string): string {
  const key = name.trim().toLowerCase().replace(/^fa-/, '');
  return isBundledIcon(key) ? key : (iconAliasTarget(key) ?? key);
}

/**
 * Finds a bundled icon by name; `iconType` (brands, duotone, light, sharp-solid, solid, thin, regular;
 * default duotone) picks the preferred style. Returns undefined for names the bundle does not have,
 * and while the icon's data (or, for a name that is not bundled, the alias table) is not loaded
 * (see core/resources).
 */
export function lookupIcon(name: string, iconType?: string): IconShape | undefined {
  const key = normalizeIconName(name);
  const styles = isBundledIcon(key) ? iconStylesOf(key) : undefined;
  if (!styles) return undefined;
  for (const style of order[iconType ?? ''] ?? defaultOrder) {
    const entry = styles[style];
    if (entry) return { name: key, style, width: entry[0], path: entry[1] };
  }
  return undefined;
}

/** A neutral ring drawn where an icon name is unknown. */
export const fallbackIcon: IconShape = {
  name: 'fallback',
  style: 'regular',
  width: 512,
  path: 'M256 48a208 208 0 1 1 0 416 208 208 0 1 1 0-416zm0 48a160 160 0 1 0 0 320 160 160 0 1 0 0-320z',
};
