import type { Element } from 'hast';
import { badgeColors, badgeSizes } from '../../components/display-components.ts';
import { el } from '../hast-helpers.ts';
import { propBool, propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { extraClasses } from './extra-classes.ts';
import { iconContent } from './render-icon.ts';
import { unwrapParagraph } from './to-phrasing.ts';

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((v) => v === value) ?? fallback;
}

/**
 * `<Badge color="…" size="…" shape="pill" icon="…" stroke disabled>`: a small label, always
 * span-based so it sits in a line of text; written on lines of its own, it is a paragraph holding it.
 */
export function renderBadge(call: ComponentCall): Element {
  const { props } = call;
  const color = oneOf(propString(props, 'color'), badgeColors, 'gray');
  const size = oneOf(propString(props, 'size'), badgeSizes, 'md');
  const icon = iconContent(call, props.get('icon'), propString(props, 'iconType'));
  const disabled = propBool(props, 'disabled') === true;
  const className = ['q-badge', `q-badge-${color}`, `q-badge-${size}`];
  if (propString(props, 'shape') === 'pill') className.push('q-badge-pill');
  if (propBool(props, 'stroke') === true) className.push('q-badge-stroke');
  if (disabled) className.push('q-badge-disabled');
  const content = call.inline ? renderChildren(call) : unwrapParagraph(renderChildren(call));
  const badge = el('span', { className: [...className, ...extraClasses(props)], ...(disabled ? { ariaDisabled: 'true' } : {}) }, [...(icon ? [icon] : []), ...content]);
  return call.inline ? badge : el('p', {}, [badge]);
}
