import { editorConfigSchema } from './editor-data.ts';
import { mdxLanguageConfiguration, mdxLanguageId, mdxMonarchLanguage } from './mdx-language.ts';
import type { jsonDefaults, monaco } from './monaco.ts';
import { defineThemes } from './themes.ts';

type Monaco = typeof monaco;

/** The id docs.json's schema is registered under; never fetched (`enableSchemaRequest: false`). */
export const configSchemaUri = 'https://quire.invalid/schemas/docs.json';

let registered = false;

/**
 * Registers what Monaco needs once per page: the `mdx` language (our Monarch grammar), the two
 * themes, and docs.json's JSON Schema for completion and hover only — core is the one validator,
 * so Monaco's own JSON validation is off.
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
  json.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [{ uri: configSchemaUri, fileMatch: ['docs.json', 'mint.json'], schema: editorConfigSchema }],
  });
}
