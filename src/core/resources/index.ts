// Parts of core loaded on demand (icon data, grammars, the full YAML parser, the HTML entity table,
// the JavaScript parser for MDX expressions).
export { defineResource, hasResource, loadAllResources, loadResources, onResourcesLoaded, resourceMisses, settleResources, startLoadsOnLookup, takeMissingResources, useResource } from './lazy-resources.ts';
export type { YamlModule } from './yaml-module.ts';
export { yamlModule } from './yaml-module.ts';
export { decodeNamedCharacterReference } from './named-character-reference.ts';
