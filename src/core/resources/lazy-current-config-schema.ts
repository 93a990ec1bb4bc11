import type { CurrentConfigSchema } from '../config/current/current-config-schema.ts';
import { defineResource, useResource } from './lazy-resources.ts';

// What the app's build uses in place of current-config-schema.ts: the schema of the current format
// is the `config/current` resource, so a spec-format project (the starter's) never fetches it.

defineResource('current-config-schema', () => import('../config/current/current-config-schema.ts').then((m) => m.CurrentConfigSchema));

/** The current format's config schema when loaded; undefined (and noted as missing) until then. */
export function currentConfigSchema(): typeof CurrentConfigSchema | undefined {
  return useResource<typeof CurrentConfigSchema>('current-config-schema');
}
