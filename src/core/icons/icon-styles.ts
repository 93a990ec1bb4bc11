/** The Font Awesome Free styles an icon can come in. */
export type IconStyle = 'solid' | 'regular' | 'brands';

/** One Font Awesome icon's data: style → [viewBox width, SVG path data] (the viewBox is 512 high). */
export type IconStyles = Readonly<Partial<Record<IconStyle, readonly [number, string]>>>;
