// The bundled offline icon set (Font Awesome Free, CC BY 4.0) and lookups by name.
export type { IconShape, IconStyle } from './lookup-icon.ts';
export { fallbackIcon, lookupIcon, normalizeIconName } from './lookup-icon.ts';
export { iconElement, iconMarkup, iconOrFallback, iconSvg } from './icon-svg.ts';
