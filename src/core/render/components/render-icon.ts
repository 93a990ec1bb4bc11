import type { ElementContent } from 'hast';
import { el, trusted } from '../hast-helpers.ts';
import { renderValue } from '../markdown/render-value.ts';
import { mdastSpan } from '../render-state.ts';
import { JsxValue } from '../static/static-value.ts';
import type { StaticValue } from '../static/static-value.ts';
import { checkedUrl } from './checked-url.ts';
import { propNumber, propString } from '../static/read-props.ts';
import type { ComponentCall } from './component-call.ts';
import { extraClasses } from './extra-classes.ts';

/**
 * The content of an icon given as `icon=…`: a name looked up with the context's `icon` callback
 * (a neutral placeholder when there is none), an image URL or path, or JSX such as `icon={<svg …/>}`.
 * Undefined when there is no icon.
 */
export function iconContent(call: ComponentCall, icon: StaticValue, iconType: string | undefined): ElementContent | undefined {
  const { rs } = call;
  if (icon instanceof JsxValue) return el('span', { className: ['q-icon'] }, renderValue(rs, icon, true, mdastSpan(call.node)));
  if (typeof icon !== 'string' || icon.trim() === '') return undefined;
  const name = icon.trim();
  if (/^(https?:)?\/\/|^\.{0,2}\/|\.(svg|png|jpe?g|gif|webp)$/i.test(name)) {
    const src = checkedUrl(call, 'icon', name);
    return src === undefined ? undefined : el('img', { className: ['q-icon', 'q-icon-img'], src, alt: '' });
  }
  rs.icons.push({ name, iconType });
  const svg = rs.ctx.icon?.(name, iconType);
  return el('span', { className: ['q-icon'], dataIcon: name }, svg === undefined ? [] : [trusted(svg)]);
}

/** `<Icon icon="rocket" iconType="solid" color="#f00" size={20} className="…" />`: an inline icon. */
export function renderIcon(call: ComponentCall): ElementContent | undefined {
  const { props } = call;
  const content = iconContent(call, props.get('icon'), propString(props, 'iconType'));
  if (!content || content.type !== 'element') return content;
  const color = propString(props, 'color');
  const size = propNumber(props, 'size');
  const style = [color && /^[#\w(),.\s%-]+$/.test(color) ? `color: ${color}` : '', size !== undefined ? `font-size: ${size}px` : ''].filter(Boolean).join('; ');
  if (style) content.properties['style'] = style;
  const classes = extraClasses(props);
  if (classes.length > 0) content.properties['className'] = [...(content.properties['className'] as string[]), ...classes];
  return content;
}
