import { defineResource, useResource } from './lazy-resources.ts';

// The app's build uses this module in place of the `decode-named-character-reference` package (see
// vite.config.ts), so the table of the 2,125 HTML entity names (about 11 KB gzipped) is fetched only
// when a page has a reference such as `&copy;`. Node, tests and the CLI use the package itself.

type EntityTable = Readonly<Record<string, string>>;

defineResource('entities', () => import('character-entities').then((m) => m.characterEntities));

/**
 * The characters a named reference stands for (`copy` → `©`), or false when the name is not an
 * HTML entity, as the package does. Until the table is loaded every name is unknown (`&copy;` is
 * kept as written, which is safe: it is then escaped like any text) and the table is noted as missing.
 */
export function decodeNamedCharacterReference(value: string): string | false {
  const table = useResource<EntityTable>('entities');
  if (table === undefined) return false;
  return Object.hasOwn(table, value) ? (table[value] as string) : false;
}
