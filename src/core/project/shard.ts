/** A part of a job spread over workers: this is part `index` of `count`. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/**
 * Whether a file belongs to a shard. The choice depends only on the path, so a check and an
 * export given the same shard take the same pages, and each page is parsed once per worker.
 */
export function inShard(path: string, shard: Shard | undefined): boolean {
  if (!shard || shard.count <= 1) return true;
  let hash = 2166136261;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 16777619);
  return (hash >>> 0) % shard.count === shard.index;
}
