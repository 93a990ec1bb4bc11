import { CurrentConfigSchema } from '../config/current/current-config-schema.ts';

// The schema of the current docs.json format (~6 KB gzip with its nested schemas) is needed only
// for a config in that format. Node, the tests and the CLI have it here at once; the app's build
// swaps in lazy-current-config-schema.ts (scripts/vite-plugins/core-aliases.ts), where it is a
// resource its workers load when they first meet a current-format config.

/** The current format's config schema; the app's build gives undefined until it is loaded (see lazy-current-config-schema.ts). */
export function currentConfigSchema(): typeof CurrentConfigSchema | undefined {
  return CurrentConfigSchema;
}
