/** The two shapes of docs.json Quire reads: the spec's (`navigation` an array of groups) and today's. */
export type ConfigFormat = 'spec' | 'current';

/** Keys only the current format's `navigation` object has at its root. */
const currentNavigationKeys = ['pages', 'groups', 'tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'global'];

/**
 * Which format a parsed docs.json is in: `current` when `theme` is present or `navigation` is an object
 * with a key of the current format (`pages`, `groups`, `tabs`…), else `spec`. A `navigation` array is always
 * the spec format, since older mint.json files carry a `theme` too; a `navigation` object that is neither
 * (such as one spec group written without its array) stays the spec format, whose error says it must be an
 * array. Anything that is not an object is the spec format, so its errors read as before.
 */
export function detectConfigFormat(value: unknown): ConfigFormat {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'spec';
  const { navigation } = value as { navigation?: unknown };
  if (Array.isArray(navigation)) return 'spec';
  if (Object.hasOwn(value, 'theme')) return 'current';
  if (navigation === null || typeof navigation !== 'object') return 'spec';
  return currentNavigationKeys.some((key) => Object.hasOwn(navigation, key)) ? 'current' : 'spec';
}
