import type { OffsetEdit } from '../core/index.ts';

/**
 * The single replacement that turns `before` into `after`: the changed middle between their common
 * prefix and suffix, so an external change keeps the cursor, folding and markers outside it in place.
 * Undefined when the texts are equal.
 */
export function minimalEdit(before: string, after: string): OffsetEdit | undefined {
  if (before === after) return undefined;
  const max = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  // Never split a surrogate pair or a \r\n.
  if (prefix > 0 && (isHighSurrogate(before.charCodeAt(prefix - 1)) || (before.charCodeAt(prefix - 1) === 13 && before.charCodeAt(prefix) === 10))) prefix--;
  let suffix = 0;
  while (suffix < max - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  const first = before.length - suffix;
  if (suffix > 0 && (isLowSurrogate(before.charCodeAt(first)) || (before.charCodeAt(first) === 10 && before.charCodeAt(first - 1) === 13))) suffix--;
  return { start: prefix, end: before.length - suffix, text: after.slice(prefix, after.length - suffix) };
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
