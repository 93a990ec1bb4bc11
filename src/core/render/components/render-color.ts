import type { Element, ElementContent } from 'hast';
import { el, isBlank, text } from '../hast-helpers.ts';
import { isStaticObject } from '../static/static-value.ts';
import type { StaticValue } from '../static/static-value.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { extraClasses } from './extra-classes.ts';

// A CSS color: a hex code, a name, or a color function of numbers, units and keywords (no `url(`, quotes or nesting).
const cssColor = /^(#[0-9a-f]{3,8}|[a-z]+|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([\w\s.,%/+-]*\))$/i;

/** A color value if it is a plain CSS color, else undefined. */
function colorValue(value: StaticValue): string | undefined {
  return typeof value === 'string' && cssColor.test(value.trim()) && !/^url$/i.test(value.trim()) ? value.trim() : undefined;
}

/** `<Color variant="compact|table">`: a palette of Color.Item swatches, as a grid or in Color.Row rows. */
export function renderColor(call: ComponentCall): Element {
  const variant = propString(call.props, 'variant') === 'table' ? 'table' : 'compact';
  return el('div', { className: ['q-color', `q-color-${variant}`, ...extraClasses(call.props)] }, renderChildren(call).filter((c) => !isBlank(c)));
}

/** `<Color.Row title="…">`: a labelled row of swatches. */
export function renderColorRow(call: ComponentCall): Element {
  const title = propString(call.props, 'title');
  const items = el('div', { className: ['q-color-items'] }, renderChildren(call).filter((c) => !isBlank(c)));
  return el('div', { className: ['q-color-row'] }, [...(title ? [el('div', { className: ['q-color-row-title'] }, [text(title)])] : []), items]);
}

/**
 * `<Color.Item name="…" value="#…">` (or `value={{ light, dark }}`): a swatch that copies its value
 * when pressed. A value that is not a plain CSS color is shown as text, without a swatch color.
 */
export function renderColorItem(call: ComponentCall): Element {
  const raw = call.props.get('value');
  const name = propString(call.props, 'name');
  const themed = isStaticObject(raw) ? { light: colorValue(raw['light']), dark: colorValue(raw['dark']) } : undefined;
  const light = themed ? themed.light : colorValue(raw);
  const dark = themed?.dark;
  const shown = themed ? [themed.light, themed.dark].filter((v) => v !== undefined).join(' / ') : typeof raw === 'string' ? raw : '';
  const style = [light ? `--q-swatch: ${light}` : '', dark ? `--q-swatch-dark: ${dark}` : ''].filter(Boolean).join('; ');
  const swatch = el('span', { className: ['q-color-swatch'], ...(style ? { style } : {}) });
  const label: ElementContent[] = [swatch, ...(name ? [el('span', { className: ['q-color-name'] }, [text(name)])] : []), el('code', { className: ['q-color-value'] }, [text(shown)])];
  const copy = light ?? shown;
  return el('button', { type: 'button', className: ['q-color-item'], dataCopy: '', dataCopyText: copy, ariaLabel: `Copy ${name ? `${name}, ` : ''}${copy}`, title: 'Copy' }, label);
}
