import type { withApiReference } from '../render/api-reference.ts';
import { defineResource, useResource } from './lazy-resources.ts';

// What the app's build uses in place of api-reference.ts: the OpenAPI and AsyncAPI renderers are the
// `api-reference` resource, so a page without an API reference (the starter's home page) never fetches them.

defineResource('api-reference', () => import('../render/api-reference.ts').then((m) => m.withApiReference));

/** The renderer of API reference pages when loaded; undefined (and noted as missing) until then. */
export function apiReference(): typeof withApiReference | undefined {
  return useResource<typeof withApiReference>('api-reference');
}
