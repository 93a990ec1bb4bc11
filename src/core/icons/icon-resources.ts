import { defineResource, hasResource, useResource } from '../resources/index.ts';
import { iconBucketCounts, iconBucketOf, iconLibraries } from './icon-buckets.ts';
import type { IconBucket, IconLibrary } from './icon-buckets.ts';
import { loadIconBucket } from './icon-source.ts';

// Each bucket of icon data is a resource loaded on demand: a site uses a few dozen of the ~4,000
// icons. In the builds icon-source.ts is a generated module of a few lines that fetches a library's
// table of buckets with its first bucket (scripts/vite-plugins/icon-modules.ts).
for (const library of iconLibraries) {
  for (let index = 0; index < iconBucketCounts[library]; index++) {
    defineResource(iconResourceId(library, index), () => loadIconBucket(library, index));
  }
}

/** The resource id of a bucket: `icons/fontawesome/17`. */
export function iconResourceId(library: IconLibrary, index: number): string {
  return `icons/${library}/${index}`;
}

/**
 * What a bucket holds for `name` (normalized): the icon's data, the name of the icon it stands for,
 * or undefined when the library has no such name, and while its bucket is not loaded (the lookup is
 * then noted as missing; see core/resources).
 */
export function iconEntry(library: IconLibrary, name: string): IconBucket[string] | undefined {
  const bucket = useResource<IconBucket>(iconResourceId(library, iconBucketOf(library, name)));
  return bucket && Object.hasOwn(bucket, name) ? bucket[name] : undefined;
}

/** Whether the bucket that would hold `name` is loaded (noting nothing): an undefined iconEntry then means the library has no such name. */
export function iconBucketLoaded(library: IconLibrary, name: string): boolean {
  return hasResource(iconResourceId(library, iconBucketOf(library, name)));
}
