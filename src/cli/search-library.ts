import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The text of the installed MiniSearch package's CommonJS build, which an export's search script
 * carries (see core's searchScript); read from node_modules, beside the CLI's bundle as beside its
 * sources, so the search in a built site is the same library the build indexed with.
 */
export function readSearchLibrary(): string {
  return readFileSync(createRequire(import.meta.url).resolve('minisearch'), 'utf8');
}
