import type { Project } from '../core/index.ts';

/** How a recorded file was read: as text, as bytes, or both. */
export type ReadKind = 'text' | 'bytes';

/**
 * A project that, while recording, notes every file read through it (text or bytes), so a build cache
 * knows which files one page's check and render depended on. It records reads only: which files exist
 * (list, has) is part of the whole build's key (see cacheKeyOf).
 */
export class RecordingProject implements Project {
  /** The project read through; named `base` as an overlay's is, so what core supplies for that project (remoteSpecsOf) is found through this one. */
  readonly base: Project;
  #reads: Map<string, ReadKind> | undefined;

  constructor(base: Project) {
    this.base = base;
  }

  /** Starts a new recording, dropping any under way. */
  record(): void {
    this.#reads = new Map();
  }

  /** Ends the recording and returns what was read, path → how (bytes when read both ways). */
  stop(): Map<string, ReadKind> {
    const reads = this.#reads ?? new Map<string, ReadKind>();
    this.#reads = undefined;
    return reads;
  }

  list(): readonly string[] {
    return this.base.list();
  }

  has(path: string): boolean {
    return this.base.has(path);
  }

  readText(path: string): string | undefined {
    if (this.#reads && !this.#reads.has(path)) this.#reads.set(path, 'text');
    return this.base.readText(path);
  }

  readBytes(path: string): Uint8Array | undefined {
    this.#reads?.set(path, 'bytes');
    return this.base.readBytes(path);
  }
}
