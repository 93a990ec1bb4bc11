// Icons by name: every Font Awesome Free icon (CC BY 4.0), every Lucide icon (ISC) and every Tabler icon (MIT), loaded on
// demand in buckets generated at build time from the packages (see icon-buckets.ts).
export type { FontAwesomeShape, IconLibrary, IconNode, IconShape, IconStyle, LucideShape, TablerShape } from './lookup-icon.ts';
export { fallbackIcon, lookupIcon, normalizeIconName } from './lookup-icon.ts';
export { iconElement, iconMarkup, iconOrFallback, iconSvg } from './icon-svg.ts';
