import { type ConfigFormat, detectConfigFormat } from '../core/index.ts';
import { editorConfigSchema, editorCurrentConfigSchema } from './editor-data.ts';

/** The config files the editor gives a JSON Schema, at the project root. */
export const configFiles = ['docs.json', 'mint.json'] as const;
/** A config file the editor gives a JSON Schema. */
export type ConfigFile = (typeof configFiles)[number];

/** The ids each format's schema is registered under; never fetched (`enableSchemaRequest: false`). */
export const configSchemaUris: Readonly<Record<ConfigFormat, string>> = {
  spec: 'https://quire.invalid/schemas/docs.json',
  current: 'https://quire.invalid/schemas/docs-current.json',
};

/** One schema association as Monaco's JSON language takes it. */
export interface ConfigSchemaAssociation {
  readonly uri: string;
  readonly fileMatch: string[];
  readonly schema: Readonly<Record<string, unknown>>;
}

/**
 * The format whose schema a config file's text gets (see detectConfigFormat); text that is not JSON
 * (mid-edit) keeps `previous`, so completion does not flip while a line is being typed.
 */
export function configFormatOf(text: string, previous: ConfigFormat): ConfigFormat {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return previous;
  }
  return detectConfigFormat(value);
}

/** Monaco's schema associations: each config file is matched to the schema of its format. */
export function configSchemas(formats: Readonly<Record<ConfigFile, ConfigFormat>>): ConfigSchemaAssociation[] {
  const filesIn = (format: ConfigFormat) => configFiles.filter((file) => formats[file] === format);
  return [
    { uri: configSchemaUris.spec, fileMatch: filesIn('spec'), schema: editorConfigSchema },
    { uri: configSchemaUris.current, fileMatch: filesIn('current'), schema: editorCurrentConfigSchema },
  ];
}
