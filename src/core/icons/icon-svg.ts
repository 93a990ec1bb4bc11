import type { Element, ElementContent, Properties } from 'hast';
import { trackResources } from '../resources/index.ts';
import { fallbackIcon, lookupIcon } from './lookup-icon.ts';
import type { FontAwesomeShape, IconLibrary, IconShape } from './lookup-icon.ts';

const svgNs = 'http://www.w3.org/2000/svg';

/** The `<svg>` attributes of a shape, in the order they are written: 1em square, `currentColor`, hidden from assistive technology. */
function svgAttributes(shape: IconShape, className: string): [name: string, property: string, value: string][] {
  const paint: [string, string, string][] =
    shape.library === 'tabler' && shape.filled
      ? [
          ['viewBox', 'viewBox', '0 0 24 24'],
          ['width', 'width', '1em'],
          ['height', 'height', '1em'],
          ['fill', 'fill', 'currentColor'],
          ['stroke', 'stroke', 'none'],
        ]
      : shape.library !== 'fontawesome'
      ? [
          ['viewBox', 'viewBox', '0 0 24 24'],
          ['width', 'width', '1em'],
          ['height', 'height', '1em'],
          ['fill', 'fill', 'none'],
          ['stroke', 'stroke', 'currentColor'],
          ['stroke-width', 'strokeWidth', '2'],
          ['stroke-linecap', 'strokeLinecap', 'round'],
          ['stroke-linejoin', 'strokeLinejoin', 'round'],
        ]
      : [
          ['viewBox', 'viewBox', `0 0 ${shape.width} 512`],
          ['width', 'width', '1em'],
          ['height', 'height', '1em'],
          ['fill', 'fill', 'currentColor'],
        ];
  return [['xmlns', 'xmlns', svgNs], ['class', 'className', className], ...paint, ['aria-hidden', 'ariaHidden', 'true'], ['focusable', 'focusable', 'false']];
}

/** The child elements of a shape as [tag, attributes]. */
function childrenOf(shape: IconShape): readonly (readonly [string, Readonly<Record<string, string>>])[] {
  return shape.library === 'fontawesome' ? [['path', { d: shape.path }]] : shape.nodes;
}

/** The hast `<svg>` element of an icon: 1em square, `currentColor`, hidden from assistive technology. */
export function iconElement(shape: IconShape, className = 'q-icon'): Element {
  const properties: Properties = {};
  for (const [, property, value] of svgAttributes(shape, className)) properties[property] = property === 'className' ? value.split(' ') : value;
  const children: ElementContent[] = childrenOf(shape).map(([tagName, attributes]) => ({ type: 'element', tagName, properties: { ...attributes }, children: [] }));
  return { type: 'element', tagName: 'svg', properties, children };
}

/** The same `<svg>` as {@link iconElement}, serialized; icon data is checked to hold no quotes or `<` (icon-packages.ts), so no escaping is needed. */
export function iconMarkup(shape: IconShape, className = 'q-icon'): string {
  const attributes = svgAttributes(shape, className)
    .map(([name, , value]) => ` ${name}="${value}"`)
    .join('');
  const children = childrenOf(shape)
    .map(([tag, attrs]) => `<${tag}${Object.entries(attrs).map(([name, value]) => ` ${name}="${value}"`).join('')}></${tag}>`)
    .join('');
  return `<svg${attributes}>${children}</svg>`;
}

/** The SVG markup of an icon, or undefined when the name is unknown (see {@link lookupIcon} for `iconType` and `library`). */
export function iconSvg(name: string, iconType?: string, library?: IconLibrary): string | undefined {
  const shape = lookupIcon(name, iconType, library);
  return shape ? iconMarkup(shape) : undefined;
}

/** An empty box of an icon's size: where an icon goes whose data is not loaded yet. */
export const pendingIcon: FontAwesomeShape = { library: 'fontawesome', name: 'pending', style: 'regular', width: 512, path: '' };

/**
 * The SVG of an icon, or of a neutral ring with `known: false` so the caller can warn `site/unknown-icon`.
 * While the icon's data is not loaded (the lookup is noted as missing, and the work is made again once
 * it is: see core/resources), an empty box of its size holds its place, with `known: true`: the app's
 * worker sends its first page before the icons load, and an unknown name is judged only with them in.
 */
export function iconOrFallback(name: string, iconType?: string, library?: IconLibrary): { svg: string; known: boolean; shape: IconShape } {
  const shape = lookupIcon(name, iconType, library);
  if (shape) return { svg: iconMarkup(shape), known: true, shape };
  // Only a name not found is looked up again to learn whether its data is missing: a found icon (every
  // icon in the CLI, most in the app) costs no tracking.
  if (trackResources(() => lookupIcon(name, iconType, library)).missing.length > 0) return { svg: iconMarkup(pendingIcon), known: true, shape: pendingIcon };
  return { svg: iconMarkup(fallbackIcon, 'q-icon q-icon-fallback'), known: false, shape: fallbackIcon };
}
