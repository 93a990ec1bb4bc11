import { apiComponents } from './api-components.ts';
import { calloutComponents } from './callout-components.ts';
import type { AttributeSpec, ComponentRegistry, ComponentSpec } from './component-spec.ts';
import { mediaComponents } from './media-components.ts';
import { navigationComponents } from './navigation-components.ts';
import { structureComponents } from './structure-components.ts';

/** Every component pages may use, in the order docs and completions list them. */
export const componentSpecs: readonly ComponentSpec[] = [...calloutComponents, ...structureComponents, ...navigationComponents, ...apiComponents, ...mediaComponents];

/** Every component pages may use, by name. */
export const componentRegistry: ComponentRegistry = new Map(componentSpecs.map((spec) => [spec.name, spec]));

/** Other names people write for components, lowercase, for "did you mean" (`warn` → `Warning`). */
export const componentAliases: Readonly<Record<string, string>> = Object.fromEntries(componentSpecs.flatMap((spec) => (spec.aliases ?? []).map((alias) => [alias, spec.name])));

/** The spec of one attribute of a component, or undefined when the component or attribute is unknown. */
export function findAttribute(component: string, attribute: string): AttributeSpec | undefined {
  return componentRegistry.get(component)?.attributes.find((a) => a.name === attribute);
}
