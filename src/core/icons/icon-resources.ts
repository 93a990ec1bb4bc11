import { defineResource, useResource } from '../resources/index.ts';
import { iconLoaders } from './icon-loaders.ts';
import type { IconStyles } from './icon-styles.ts';

// Each icon's path data is a resource loaded on demand: a site uses a few dozen of the bundled icons.
for (const [name, load] of Object.entries(iconLoaders)) defineResource(`icon/${name}`, load);

/** Whether `name` (normalized) is a bundled icon; known without loading its data. */
export function isBundledIcon(name: string): boolean {
  return Object.hasOwn(iconLoaders, name);
}

/** The data of a bundled icon, or undefined while it is not loaded (the lookup is then noted as missing; see core/resources). */
export function iconStylesOf(name: string): IconStyles | undefined {
  return useResource<IconStyles>(`icon/${name}`);
}
