import { maxStaticValueSize } from '../../limits.ts';
import type { StaticValue } from './static-value.ts';
import { RenderCode } from '../render-codes.ts';
import { formatCount } from '../../diagnostics/format-count.ts';

/**
 * How big a static value is once expanded, as maxStaticValueSize counts it: 1 per array item,
 * object key and JSX value, 1 per character of text, and a value reached twice counted twice
 * (that is what rendering it costs). Stops counting a little past the limit.
 * @param sizes the values measured before in this render: arrays and objects are immutable once
 *   built, and their items were measured when they were built, so measuring a new one costs one
 *   look-up per item, not a walk of everything below it.
 */
export function staticValueSize(value: StaticValue, sizes: WeakMap<object, number>): number {
  if (typeof value === 'string') return Math.max(1, value.length);
  if (typeof value !== 'object' || value === null) return 1;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  let size = 1;
  if (Array.isArray(value)) {
    for (const item of value as readonly StaticValue[]) if ((size += staticValueSize(item, sizes)) > maxStaticValueSize) break;
  } else if (Object.getPrototypeOf(value) === null) {
    for (const [key, item] of Object.entries(value as Record<string, StaticValue>)) if ((size += key.length + staticValueSize(item, sizes)) > maxStaticValueSize) break;
  }
  sizes.set(value, size);
  return size;
}

/** Whether a value is over maxStaticValueSize. */
export function isTooLarge(value: StaticValue, sizes: WeakMap<object, number>): boolean {
  return staticValueSize(value, sizes) > maxStaticValueSize;
}

/** The code and message of `render/value-too-large`, an error where a value over the limit is left out. */
export const valueTooLarge = {
  code: RenderCode.valueTooLarge,
  message: `This value would hold more than ${formatCount(maxStaticValueSize)} items or characters once expanded (a value built from copies of itself doubles at each step), so it is left out. Write the data out, smaller.`,
} as const;
