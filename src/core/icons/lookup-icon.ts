import type { IconLibrary, IconNode } from './icon-buckets.ts';
import { lucidePrefix } from './icon-packages.ts';
import { iconBucketLoaded, iconEntry } from './icon-resources.ts';
import type { IconStyle, IconStyles } from './icon-styles.ts';

export type { IconLibrary, IconNode } from './icon-buckets.ts';
export type { IconStyle } from './icon-styles.ts';

/** A Font Awesome icon ready to draw: an SVG path in a `0 0 width 512` viewBox. */
export interface FontAwesomeShape {
  readonly library: 'fontawesome';
  readonly name: string;
  readonly style: IconStyle;
  readonly width: number;
  readonly path: string;
}

/** A Lucide icon ready to draw: stroked elements in a `0 0 24 24` viewBox. */
export interface LucideShape {
  readonly library: 'lucide';
  readonly name: string;
  readonly nodes: readonly IconNode[];
}

/** A Tabler icon ready to draw: stroked elements (filled for a `-filled` icon) in a `0 0 24 24` viewBox. */
export interface TablerShape {
  readonly library: 'tabler';
  readonly name: string;
  readonly nodes: readonly IconNode[];
  readonly filled: boolean;
}

/** One icon ready to draw. */
export type IconShape = FontAwesomeShape | LucideShape | TablerShape;

// Font Awesome Free has solid, regular and brands. Outline styles (light, thin and the sharp ones)
// prefer regular, filled ones (duotone, sharp-solid…) solid; without a style a brand name such as
// `github` means the logo. A style the icon lacks falls back to one it has.
const outline: readonly IconStyle[] = ['regular', 'solid', 'brands'];
const filled: readonly IconStyle[] = ['solid', 'regular', 'brands'];
const order: Readonly<Record<string, readonly IconStyle[]>> = {
  brands: ['brands', 'solid', 'regular'],
  regular: outline,
  light: outline,
  thin: outline,
  'sharp-regular': outline,
  'sharp-light': outline,
  'sharp-thin': outline,
  solid: filled,
  duotone: filled,
  'sharp-solid': filled,
  'sharp-duotone-solid': filled,
};
const defaultOrder: readonly IconStyle[] = ['brands', 'solid', 'regular'];
const plainName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Normalizes an icon name as authors write it (`GitHub`, `fa-book`, ` rocket `) to a lookup key. */
export function normalizeIconName(name: string): string {
  return name.trim().toLowerCase().replace(/^fa-/, '');
}

/**
 * Finds an icon by name in a library (default Font Awesome Free): by its name or another name of it
 * (Font Awesome's older names, Lucide's renamed ones, Pro-only names mapped to the nearest free icon,
 * see pro-substitutes.ts). Under Font Awesome a name only Lucide has is Lucide's icon, as the
 * platform draws it. `iconType` (solid, regular, brands, light, thin, duotone, sharp-*; default:
 * brands, then solid) picks the Font Awesome style; under Tabler, `filled` (or `solid`) picks the
 * filled icon when there is one. Returns undefined for names no library it reads has, and while the
 * data is not loaded (see core/resources).
 */
export function lookupIcon(name: string, iconType?: string, library: IconLibrary = 'fontawesome'): IconShape | undefined {
  const key = normalizeIconName(name);
  if (!plainName.test(key)) return undefined;
  if (library === 'tabler') {
    const filled = iconType === 'filled' || iconType === 'solid' ? nodesOf('tabler', `${key}-filled`) : undefined;
    if (filled) return { library, name: `${key}-filled`, nodes: filled, filled: true };
    const nodes = nodesOf('tabler', key);
    return nodes ? { library, name: key, nodes, filled: key.endsWith('-filled') } : undefined;
  }
  if (library === 'lucide') return lucideShape(key);
  let canonical = key;
  let entry = iconEntry(library, key);
  if (typeof entry === 'string') {
    if (entry.startsWith(lucidePrefix)) return lucideShape(entry.slice(lucidePrefix.length));
    canonical = entry;
    entry = iconEntry(library, canonical);
  }
  // Not a Font Awesome name: the platform draws a Lucide name given under Font Awesome with Lucide
  // (its bucket is asked for once Font Awesome's is in and lacks the name: a Free name costs no Lucide load).
  if (entry === undefined) return iconBucketLoaded(library, key) ? lucideShape(key) : undefined;
  if (typeof entry === 'string') return undefined;
  const styles = entry as IconStyles;
  for (const style of (iconType !== undefined && Object.hasOwn(order, iconType) ? order[iconType] : undefined) ?? defaultOrder) {
    const data = styles[style];
    if (data) return { library, name: canonical, style, width: data[0], path: data[1] };
  }
  return undefined;
}

/** A Lucide icon by name or other name, or undefined. */
function lucideShape(key: string): LucideShape | undefined {
  let canonical = key;
  let entry = iconEntry('lucide', key);
  if (typeof entry === 'string') {
    canonical = entry;
    entry = iconEntry('lucide', canonical);
  }
  return entry === undefined || typeof entry === 'string' ? undefined : { library: 'lucide', name: canonical, nodes: entry as readonly IconNode[] };
}

/** The elements of a Lucide or Tabler icon, or undefined. */
function nodesOf(library: 'tabler', key: string): readonly IconNode[] | undefined {
  const entry = iconEntry(library, key);
  return entry === undefined || typeof entry === 'string' ? undefined : (entry as readonly IconNode[]);
}

/** A neutral ring drawn where an icon name is unknown. */
export const fallbackIcon: FontAwesomeShape = {
  library: 'fontawesome',
  name: 'fallback',
  style: 'regular',
  width: 512,
  path: 'M256 48a208 208 0 1 1 0 416 208 208 0 1 1 0-416zm0 48a160 160 0 1 0 0 320 160 160 0 1 0 0-320z',
};
