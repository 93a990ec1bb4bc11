import type { Element } from 'hast';
import { el, isBlank } from '../hast-helpers.ts';
import { propNumber } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/** `<CardGroup cols={n}>`: cards in a grid of `cols` columns (default 2; one column on narrow screens). */
export function renderCardGroup(call: ComponentCall): Element {
  const cols = Math.min(6, Math.max(1, Math.round(propNumber(call.props, 'cols') ?? 2)));
  return el('div', { className: ['q-card-group'], dataCols: String(cols), style: `--q-cols: ${cols}` }, renderChildren(call).filter((c) => !isBlank(c)));
}
