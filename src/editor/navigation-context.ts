import { getLocation } from 'jsonc-parser';

/** Where a page path would go in docs.json: inside a string of a `pages` array (or an empty slot of one). */
export interface NavigationPageContext {
  /** True when the cursor is inside a string literal; false when a quoted string must be inserted. */
  readonly inString: boolean;
  /** True inside a string with no closing quote on its line (being typed): a completion closes it. */
  readonly unterminated: boolean;
  /** The part of the string before the cursor. */
  readonly prefix: string;
  /** Offsets of the text a completion replaces (the string's content, or the empty cursor position). */
  readonly start: number;
  readonly end: number;
  /** The JSON path of the entry, such as `['navigation', 0, 'pages', 2]`. */
  readonly path: readonly (string | number)[];
}

/**
 * Whether `offset` of a docs.json text is on a page entry of `navigation` (any `pages` array below it,
 * including nested groups and tabs); undefined elsewhere, including property keys.
 */
export function navigationPageContext(text: string, offset: number): NavigationPageContext | undefined {
  const location = getLocation(text, offset);
  const path = location.path;
  if (location.isAtPropertyKey || path[0] !== 'navigation' || path.length < 3) return undefined;
  if (typeof path[path.length - 1] !== 'number' || path[path.length - 2] !== 'pages') return undefined;
  const node = location.previousNode;
  if (node && node.type === 'string' && offset > node.offset && offset <= node.offset + node.length) {
    const terminated = node.length >= 2 && text[node.offset + node.length - 1] === '"';
    const contentEnd = terminated ? node.offset + node.length - 1 : node.offset + node.length;
    if (offset > contentEnd) return undefined;
    // An unterminated string runs to the end of the line; a completion replaces only the path being typed, not the `]}` after it.
    const end = terminated ? contentEnd : offset + (/^[^\s,\]}]*/.exec(text.slice(offset, contentEnd))?.[0].length ?? 0);
    return { inString: true, unterminated: !terminated, prefix: text.slice(node.offset + 1, offset), start: node.offset + 1, end, path };
  }
  if (node) return undefined;
  return { inString: false, unterminated: false, prefix: '', start: offset, end: offset, path };
}
