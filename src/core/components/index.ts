// The component registry: data describing every component a page may use.
export type { AttributeSpec, AttributeType, ComponentCategory, ComponentRegistry, ComponentSpec } from './component-spec.ts';
export { componentAliases, componentRegistry, componentSpecs, findAttribute } from './registry.ts';
export { iconTypes, titleSizes } from './shared-attributes.ts';
export { paramLocations } from './api-components.ts';
