import { MemoryProject } from '../../core/index.ts';
import type { FileContent } from '../../workspace/index.ts';
import { siteZip } from '../../workspace/index.ts';

/** The site download's work in the zip worker, loaded on its first use: the renderer is most of the worker's code, and an import needs none of it. */
export function siteZipOf(files: readonly (readonly [string, FileContent])[]): Promise<Uint8Array> {
  return siteZip(new MemoryProject(files));
}
