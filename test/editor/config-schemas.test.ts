import { describe, expect, it } from 'vitest';
import { configSchemaChoiceOf, configSchemas, configSchemaUris } from '../../src/editor/config-schemas.ts';
import { editorConfigSchema, editorCurrentConfigSchema } from '../../src/editor/editor-data.ts';

describe('configSchemaChoiceOf', () => {
  it('is the format of the text as core detects it', () => {
    expect(configSchemaChoiceOf('docs.json', '{ "name": "A", "navigation": [] }', { format: 'current' })).toEqual({ format: 'spec' });
    expect(configSchemaChoiceOf('docs.json', '{ "name": "A", "navigation": { "groups": [] } }', { format: 'spec' })).toEqual({ format: 'current' });
    expect(configSchemaChoiceOf('docs.json', '{ "theme": "mint" }', { format: 'spec' })).toEqual({ format: 'current' });
    expect(configSchemaChoiceOf('docs.json', '[]', { format: 'current' })).toEqual({ format: 'spec' });
  });

  it('names the $schema of the file as Monaco resolves it: kept with a scheme, else relative to the file', () => {
    expect(configSchemaChoiceOf('docs.json', '{ "$schema": "https://mintlify.com/docs.json", "theme": "mint" }', undefined)).toEqual({ format: 'current', named: 'https://mintlify.com/docs.json' });
    expect(configSchemaChoiceOf('mint.json', '{ "$schema": "https://mintlify.com/schema.json", "navigation": [] }', undefined)).toEqual({ format: 'spec', named: 'https://mintlify.com/schema.json' });
    expect(configSchemaChoiceOf('docs.json', '{ "$schema": "./schemas/docs.json", "navigation": [] }', undefined)).toEqual({ format: 'spec', named: 'file:///schemas/docs.json' });
    expect(configSchemaChoiceOf('docs.json', '{ "$schema": 3, "navigation": [] }', undefined)).toEqual({ format: 'spec' });
    expect(configSchemaChoiceOf('docs.json', '{ "$schema": "", "navigation": [] }', undefined)).toEqual({ format: 'spec' });
  });

  it('keeps the previous choice while the text is not JSON', () => {
    expect(configSchemaChoiceOf('docs.json', '{ "theme": "mint", ', { format: 'spec' })).toEqual({ format: 'spec' });
    expect(configSchemaChoiceOf('docs.json', '{ "navigation": [', { format: 'current', named: 'https://mintlify.com/docs.json' })).toEqual({ format: 'current', named: 'https://mintlify.com/docs.json' });
    expect(configSchemaChoiceOf('docs.json', '', { format: 'current' })).toEqual({ format: 'current' });
  });

  it('with no previous choice, reads what a tolerant parse salvages from text that is not JSON', () => {
    expect(configSchemaChoiceOf('docs.json', '{ "$schema": "https://mintlify.com/docs.json", "theme": "mint", "name": "A", }', undefined)).toEqual({ format: 'current', named: 'https://mintlify.com/docs.json' });
    expect(configSchemaChoiceOf('docs.json', '{ "navigation": [ ', undefined)).toEqual({ format: 'spec' });
    expect(configSchemaChoiceOf('docs.json', '', undefined)).toEqual({ format: 'spec' });
  });
});

describe('configSchemas', () => {
  it('matches each config file to the schema of its format, a file not seen yet to the spec format', () => {
    expect(configSchemas({ 'docs.json': { format: 'current' }, 'mint.json': { format: 'spec' } })).toEqual([
      { uri: configSchemaUris.spec, fileMatch: ['mint.json'], schema: editorConfigSchema },
      { uri: configSchemaUris.current, fileMatch: ['docs.json'], schema: editorCurrentConfigSchema },
    ]);
    expect(configSchemas({})).toEqual([
      { uri: configSchemaUris.spec, fileMatch: ['docs.json', 'mint.json'], schema: editorConfigSchema },
      { uri: configSchemaUris.current, fileMatch: [], schema: editorCurrentConfigSchema },
    ]);
  });

  it('gives the $schema a file names the schema of that file format, the first file winning a shared name', () => {
    const docs = 'https://mintlify.com/docs.json';
    expect(configSchemas({ 'docs.json': { format: 'current', named: docs }, 'mint.json': { format: 'spec', named: docs } })).toEqual([
      { uri: configSchemaUris.spec, fileMatch: ['mint.json'], schema: editorConfigSchema },
      { uri: configSchemaUris.current, fileMatch: ['docs.json'], schema: editorCurrentConfigSchema },
      { uri: docs, fileMatch: [], schema: editorCurrentConfigSchema },
    ]);
    expect(configSchemas({ 'docs.json': { format: 'spec', named: 'https://mintlify.com/schema.json' } })).toEqual([
      { uri: configSchemaUris.spec, fileMatch: ['docs.json', 'mint.json'], schema: editorConfigSchema },
      { uri: configSchemaUris.current, fileMatch: [], schema: editorCurrentConfigSchema },
      { uri: 'https://mintlify.com/schema.json', fileMatch: [], schema: editorConfigSchema },
    ]);
    // A file naming one of Quire's own ids changes nothing.
    expect(configSchemas({ 'docs.json': { format: 'spec', named: configSchemaUris.current } })).toHaveLength(2);
  });

  it('the current schema offers the current format keys, the spec one the spec keys', () => {
    const keys = (schema: Readonly<Record<string, unknown>>) => Object.keys(schema['properties'] as object);
    expect(keys(editorCurrentConfigSchema)).toContain('navbar');
    expect(keys(editorCurrentConfigSchema)).not.toContain('topbarLinks');
    expect(keys(editorConfigSchema)).toContain('topbarLinks');
  });
});
