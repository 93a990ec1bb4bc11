import { defineResource, useResource } from '../resources/index.ts';
import { iconLoaders } from './icon-loaders.ts';
import type { IconStyles } from './icon-styles.ts';

// Each icon's path data is a resource loaded on demand: a site uses a few dozen of the bundled icons.
for (const [name, load] of Object.entries(iconLoaders)) defineResource(`icon/${name}`, () => load().then((m) => m.icon));

// The other names of bundled icons (Font Awesome's old names, Pro-only names) are a resource too:
// most names authors write are bundled names, and those never need the table.
const ALIASES = 'icon-aliases';
defineResource(ALIASES, () => import('./icon-aliases.ts').then((m) => m.iconAliases));

/** Whether `name` (normalized) is a bundled icon; known without loading its data. */
export function isBundledIcon(name: string): boolean {
  return Object.hasOwn(iconLoaders, name);
}

/** The data of a bundled icon, or undefined while it is not loaded (the lookup is then noted as missing; see core/resources). */
export function iconStylesOf(name: string): IconStyles | undefined {
  return useResource<IconStyles>(`icon/${name}`);
}

/**
 * The bundled icon that `name` (normalized, not bundled) is another name for; undefined when it is
 * none, and while the alias table is not loaded (the lookup is then noted as missing).
 */
export function iconAliasTarget(name: string): string | undefined {
  const aliases = useResource<Readonly<Record<string, string>>>(ALIASES);
  return aliases && Object.hasOwn(aliases, name) ? aliases[name] : undefined;
}
