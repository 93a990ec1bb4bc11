import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { DocsConfig } from '../config/index.ts';

/** docs.json's `variables` (`{{name}}` replacements in pages and snippets), or undefined when it has none. */
export function configVariables(config: DocsConfig): Readonly<Record<string, string>> | undefined {
  return currentSourceOf(config)?.variables;
}
