import type { ConfigFile, ConfigSchemaChoice } from './config-schemas.ts';
import { configSchemas } from './config-schemas.ts';
import { mdxLanguageConfiguration, mdxLanguageId, mdxMonarchLanguage } from './mdx-language.ts';
import type { jsonDefaults, monaco } from './monaco.ts';
import { defineThemes } from './themes.ts';

type Monaco = typeof monaco;

let registered = false;

/**
 * Registers what Monaco needs once per page: the `mdx` language (our Monarch grammar), the two
 * themes, and docs.json's JSON Schema (the spec format's until a config's text says otherwise, see
 * useConfigSchemas).
 */
export function registerLanguages(m: Monaco, json: typeof jsonDefaults): void {
  if (registered) return;
  registered = true;
  if (!m.languages.getLanguages().some((l) => l.id === mdxLanguageId)) {
    m.languages.register({ id: mdxLanguageId, extensions: ['.mdx'], aliases: ['MDX', 'mdx'] });
  }
  m.languages.setMonarchTokensProvider(mdxLanguageId, mdxMonarchLanguage);
  m.languages.setLanguageConfiguration(mdxLanguageId, mdxLanguageConfiguration);
  defineThemes(m);
  useConfigSchemas(json, {});
}

/**
 * Gives each config file the JSON Schema of its format, for completion and hover only: core is the one
 * validator, so Monaco's own JSON validation is off.
 */
export function useConfigSchemas(json: typeof jsonDefaults, choices: Readonly<Partial<Record<ConfigFile, ConfigSchemaChoice>>>): void {
  json.setDiagnosticsOptions({ validate: false, allowComments: false, enableSchemaRequest: false, schemas: configSchemas(choices) });
}
