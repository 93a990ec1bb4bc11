import type { IconStyles } from './icon-styles.ts';

// Icon data is split into buckets by a hash of the icon name: a lookup knows which bucket to load
// from the name alone, so nothing but these counts is in the bundle before an icon is needed (a table
// of every name would be ~20 KB gzip in the worker). The build (scripts/vite-plugins/icon-modules.ts)
// and the Node loader (icon-source.ts) fill the buckets with this same function.

/** The icon sets an icon name can come from. */
export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

/** The icon libraries, in a fixed order. */
export const iconLibraries: readonly IconLibrary[] = ['fontawesome', 'lucide', 'tabler'];

/**
 * How many buckets each library's icons are split into (Font Awesome Free: ~1.4 MB of path data for
 * 2,700 names; Lucide: ~0.4 MB for 2,172; Tabler: ~1.6 MB for 5,491 outline and 1,054 filled icons). A page pays for every icon that shares a bucket with one
 * it uses, so there are more buckets than names: the starter's pages load ~40 buckets before the
 * editor opens, and at 2,048 Font Awesome buckets a third of their bytes were icons nobody asked for.
 */
export const iconBucketCounts: Readonly<Record<IconLibrary, number>> = { fontawesome: 4096, lucide: 1024, tabler: 1024 };

/** One child element of a Lucide or Tabler icon: tag and attributes, as lucide-static's icon-nodes.json (and @tabler/icons' tabler-nodes-*.json) give them. */
export type IconNode = readonly [tag: string, attributes: Readonly<Record<string, string>>];

/**
 * One bucket: icon name → its data, or the name of the icon it is another name for (an alias, or a
 * Pro-only name mapped to the nearest Free icon), which may be in another bucket.
 */
export type IconBucket = Readonly<Record<string, IconStyles | readonly IconNode[] | string>>;

/** The bucket of an icon name (normalized): FNV-1a of its UTF-16 code units, modulo the library's bucket count. */
export function iconBucketOf(library: IconLibrary, name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % iconBucketCounts[library];
}
