// Parts of core loaded on demand (icon data, grammars, the full YAML parser, the HTML entity table,
// the JavaScript parser for MDX expressions, the current docs.json format's schema: see
// current-config-schema.ts, imported by its own path so that the app's build can swap it).
export type { Tracked, TrackOptions } from './lazy-resources.ts';
export { defineResource, hasResource, loadAllResources, loadResources, settleResources, trackResources, useResource } from './lazy-resources.ts';
export type { YamlModule } from './yaml-module.ts';
export { yamlModule } from './yaml-module.ts';
export { decodeNamedCharacterReference } from './named-character-reference.ts';
