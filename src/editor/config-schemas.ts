import { parse } from 'jsonc-parser';
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

/** What decides the schema a config file gets: the format of its text and the `$schema` it names. */
export interface ConfigSchemaChoice {
  readonly format: ConfigFormat;
  /**
   * The file's `$schema` as Monaco's JSON language resolves it. That language takes the schema a
   * document names over every file association (real configs name `https://mintlify.com/docs.json`),
   * and fetches none here, so the name is registered with the schema of the file's format.
   */
  readonly named?: string;
}

const schemaOf: Readonly<Record<ConfigFormat, Readonly<Record<string, unknown>>>> = { spec: editorConfigSchema, current: editorCurrentConfigSchema };

/** A `$schema` value resolved as Monaco's JSON worker does: kept when it has a scheme, else relative to the file. */
function resolveSchemaName(value: unknown, path: ConfigFile): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (/^\w[\w\d+.-]*:/.test(value)) return value;
  try {
    return new URL(value, `file:///${path}`).href;
  } catch {
    return undefined;
  }
}

/**
 * The schema choice of a config file's text: its format (see detectConfigFormat) and the `$schema` it
 * names. Text that is not JSON (mid-edit) keeps `previous`, so completion does not flip while a line is
 * being typed; with no previous choice (a file opened broken, say with a trailing comma) the value a
 * tolerant parse salvages decides.
 */
export function configSchemaChoiceOf(path: ConfigFile, text: string, previous: ConfigSchemaChoice | undefined): ConfigSchemaChoice {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    if (previous !== undefined) return previous;
    value = parse(text, [], { allowTrailingComma: true, disallowComments: false });
  }
  const named = value !== null && typeof value === 'object' && !Array.isArray(value) ? resolveSchemaName((value as { $schema?: unknown }).$schema, path) : undefined;
  return named === undefined ? { format: detectConfigFormat(value) } : { format: detectConfigFormat(value), named };
}

/**
 * Monaco's schema associations: each config file is matched to the schema of its format (a file not
 * seen yet to the spec format's), and each `$schema` a config file names is that file's format's
 * schema too (the first file's when two name the same).
 */
export function configSchemas(choices: Readonly<Partial<Record<ConfigFile, ConfigSchemaChoice>>>): ConfigSchemaAssociation[] {
  const formatOf = (file: ConfigFile): ConfigFormat => choices[file]?.format ?? 'spec';
  const associations: ConfigSchemaAssociation[] = [
    { uri: configSchemaUris.spec, fileMatch: configFiles.filter((file) => formatOf(file) === 'spec'), schema: editorConfigSchema },
    { uri: configSchemaUris.current, fileMatch: configFiles.filter((file) => formatOf(file) === 'current'), schema: editorCurrentConfigSchema },
  ];
  for (const file of configFiles) {
    const named = choices[file]?.named;
    if (named === undefined || associations.some((a) => a.uri === named)) continue;
    associations.push({ uri: named, fileMatch: [], schema: schemaOf[formatOf(file)] });
  }
  return associations;
}
