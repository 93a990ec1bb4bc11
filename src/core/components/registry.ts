import { apiComponents } from './api-components.ts';
import { calloutComponents } from './callout-components.ts';
import type { AttributeSpec, ComponentRegistry, ComponentSpec } from './component-spec.ts';
import { displayComponents } from './display-components.ts';
import { mediaComponents } from './media-components.ts';
import { navigationComponents } from './navigation-components.ts';
import { structureComponents } from './structure-components.ts';

const specs: ComponentSpec[] = [...calloutComponents, ...structureComponents, ...navigationComponents, ...apiComponents, ...mediaComponents, ...displayComponents];
const byName = new Map(specs.map((spec) => [spec.name, spec]));

/** Every component pages may use, in the order docs and completions list them. */
export const componentSpecs: readonly ComponentSpec[] = specs;

/** Every component pages may use, by name. */
export const componentRegistry: ComponentRegistry = byName;

/**
 * Test seam: adds a component to the registry, so it shows in validation, completion and the rules
 * file alike, until the returned function takes it out again. Nothing outside tests calls it.
 */
export function addTestComponent(spec: ComponentSpec): () => void {
  if (byName.has(spec.name)) throw new Error(`The registry already has ${spec.name}.`);
  specs.push(spec);
  byName.set(spec.name, spec);
  return () => {
    specs.splice(specs.indexOf(spec), 1);
    byName.delete(spec.name);
  };
}

/** Other names people write for components, lowercase, for "did you mean" (`warn` → `Warning`). */
export const componentAliases: Readonly<Record<string, string>> = Object.fromEntries(componentSpecs.flatMap((spec) => (spec.aliases ?? []).map((alias) => [alias, spec.name])));

/** The spec of one attribute of a component, or undefined when the component or attribute is unknown. */
export function findAttribute(component: string, attribute: string): AttributeSpec | undefined {
  return componentRegistry.get(component)?.attributes.find((a) => a.name === attribute);
}
