import type { Element } from 'hast';
import { fallbackIcon, lookupIcon } from './lookup-icon.ts';
import type { IconShape } from './lookup-icon.ts';

const svgNs = 'http://www.w3.org/2000/svg';

/** The hast `<svg>` element of an icon: 1em square, `currentColor`, hidden from assistive technology. */
export function iconElement(shape: IconShape, className = 'q-icon'): Element {
  return {
    type: 'element',
    tagName: 'svg',
    properties: {
      xmlns: svgNs,
      className: className.split(' '),
      viewBox: `0 0 ${shape.width} 512`,
      width: '1em',
      height: '1em',
      fill: 'currentColor',
      ariaHidden: 'true',
      focusable: 'false',
    },
    children: [{ type: 'element', tagName: 'path', properties: { d: shape.path }, children: [] }],
  };
}

/** The same `<svg>` as {@link iconElement}, serialized; icon data never contains quotes or `<`, so no escaping is needed. */
export function iconMarkup(shape: IconShape, className = 'q-icon'): string {
  return `<svg xmlns="${svgNs}" class="${className}" viewBox="0 0 ${shape.width} 512" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false"><path d="${shape.path}"></path></svg>`;
}

/** The SVG markup of a bundled icon, or undefined when the name is unknown (see {@link lookupIcon} for `iconType`). */
export function iconSvg(name: string, iconType?: string): string | undefined {
  const shape = lookupIcon(name, iconType);
  return shape ? iconMarkup(shape) : undefined;
}

/** The SVG of a bundled icon, or of a neutral ring with `known: false` so the caller can warn `site/unknown-icon`. */
export function iconOrFallback(name: string, iconType?: string): { svg: string; known: boolean; shape: IconShape } {
  const shape = lookupIcon(name, iconType);
  return shape ? { svg: iconMarkup(shape), known: true, shape } : { svg: iconMarkup(fallbackIcon, 'q-icon q-icon-fallback'), known: false, shape: fallbackIcon };
}
