// The cache of the icon buckets the app has used, apart from the versioned cache of the build's
// files: the service worker precaches the app but not its ~5,100 icon buckets (each a file), and
// keeps a bucket here when it is first used instead. Bucket folders are named by a hash of their
// content (`assets/icons-<key>/`), so a kept bucket stays right across new builds until its folder
// is no longer the build's; the worker of the build that changed them drops the old ones.

/** The name of the cache of used icon buckets (kept by the service worker across versions). */
export const ICON_CACHE = 'quire-icons';

/** Whether a path of the build (relative to its root, `/`-separated) is an icon bucket. */
export function isIconBucket(path: string): boolean {
  return /^assets\/icons-[0-9a-f]+\//.test(path);
}
