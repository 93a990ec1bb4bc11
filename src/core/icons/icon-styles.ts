import type { IconStyle } from './lookup-icon.ts';

/** One bundled icon's data: style → [viewBox width, SVG path data]. */
export type IconStyles = Readonly<Partial<Record<IconStyle, readonly [number, string]>>>;
