import type * as Yaml from 'yaml';
import { defineResource, useResource } from './lazy-resources.ts';

/** The `yaml` package, loaded on demand (most front matter is read without it; see page/simple-frontmatter). */
export type YamlModule = typeof Yaml;

defineResource('yaml', () => import('yaml'));

/** The `yaml` package when loaded; undefined (and noted as missing) until then. */
export function yamlModule(): YamlModule | undefined {
  return useResource<YamlModule>('yaml');
}
