/** The bounds of an import; each has a default. */
export interface ImportLimits {
  /** The most bytes the imported files may take in all; default importLimit() (512 MiB). */
  readonly maxTotalBytes?: number;
  /** The highest compression ratio an entry over 1 MiB may declare; default 200 (text rarely passes 20, a zip bomb is near 1,000). */
  readonly maxRatio?: number;
  /** The most entries an archive or folder may hold; default 50,000. */
  readonly maxEntries?: number;
  /** A file with a text name larger than this is kept as bytes and shown as binary; default 2 MiB. */
  readonly maxTextBytes?: number;
}

/** The most an import stores when the storage estimate says nothing smaller. */
export const importCap = 512 * 1024 * 1024;

/** A file with a text name larger than this is kept as bytes (ImportLimits.maxTextBytes' default; readProjectFiles reads it back so). */
export const textLimit = 2 * 1024 * 1024;

/** Entries up to this size are not held to the ratio: tiny files of repeated text compress far, and harm nothing. */
export const ratioFloor = 1024 * 1024;

/** ImportLimits with every default filled in. */
export function importLimits(limits: ImportLimits = {}): Required<ImportLimits> {
  return { maxTotalBytes: limits.maxTotalBytes ?? importCap, maxRatio: limits.maxRatio ?? 200, maxEntries: limits.maxEntries ?? 50_000, maxTextBytes: limits.maxTextBytes ?? textLimit };
}

/**
 * The most bytes an import may store, from the browser's storage estimate
 * (`await navigator.storage.estimate()`): half of what is free, since the file system and git keep
 * more than the bytes themselves, and never more than {@link importCap}.
 */
export function importLimit(estimate: { readonly quota?: number; readonly usage?: number } = {}): number {
  if (estimate.quota === undefined) return importCap;
  return Math.max(0, Math.min(importCap, Math.floor((estimate.quota - (estimate.usage ?? 0)) / 2)));
}

/** A byte count for messages: `2.0 GB`, `512 MB`, `12 KB`, `80 bytes`. */
export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${Math.round(n / 1024 ** 2)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}
