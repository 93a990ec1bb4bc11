import { withApiReference } from '../render/api-reference.ts';

// The OpenAPI and AsyncAPI renderers (~15 KB gzip with their models' lookups) are needed only by a
// page whose front matter names an operation, a playground or a channel. Node, the tests and the CLI
// have them here at once; the app's build swaps in lazy-api-reference.ts (scripts/vite-plugins/core-aliases.ts),
// where they are a resource the worker loads when a page first asks for them.

/** The renderer of API reference pages (see withApiReference); the app's build gives undefined until it is loaded. */
export function apiReference(): typeof withApiReference | undefined {
  return withApiReference;
}
