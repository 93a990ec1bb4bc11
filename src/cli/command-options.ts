import type { ParseArgsConfig } from 'node:util';

/**
 * The options `quire check` (`withOut` false) and `quire build` (`withOut` true) take, as parseArgs
 * reads them: one table for the command itself and for what start.ts reads of a command line before
 * the core is loaded (see cachedBuild).
 */
export function commandOptions(withOut: boolean): NonNullable<ParseArgsConfig['options']> {
  return {
    format: { type: 'string', default: 'text' },
    config: { type: 'string' },
    fetch: { type: 'boolean' },
    ...(withOut ? { out: { type: 'string' }, jobs: { type: 'string' }, base: { type: 'string' }, 'site-url': { type: 'string' }, 'github-stars': { type: 'boolean' }, force: { type: 'boolean' }, cache: { type: 'string' }, 'no-cache': { type: 'boolean' } } : { strict: { type: 'boolean' } }),
  };
}
