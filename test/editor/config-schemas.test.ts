import { describe, expect, it } from 'vitest';
import { configFormatOf, configSchemas, configSchemaUris } from '../../src/editor/config-schemas.ts';
import { editorConfigSchema, editorCurrentConfigSchema } from '../../src/editor/editor-data.ts';

describe('configFormatOf', () => {
  it('is the format of the text as core detects it', () => {
    expect(configFormatOf('{ "name": "A", "navigation": [] }', 'current')).toBe('spec');
    expect(configFormatOf('{ "name": "A", "navigation": { "groups": [] } }', 'spec')).toBe('current');
    expect(configFormatOf('{ "theme": "mint" }', 'spec')).toBe('current');
    expect(configFormatOf('[]', 'current')).toBe('spec');
  });

  it('keeps the previous format while the text is not JSON', () => {
    expect(configFormatOf('{ "theme": "mint", ', 'spec')).toBe('spec');
    expect(configFormatOf('{ "navigation": [', 'current')).toBe('current');
    expect(configFormatOf('', 'current')).toBe('current');
  });
});

describe('configSchemas', () => {
  it('matches each config file to the schema of its format', () => {
    expect(configSchemas({ 'docs.json': 'current', 'mint.json': 'spec' })).toEqual([
      { uri: configSchemaUris.spec, fileMatch: ['mint.json'], schema: editorConfigSchema },
      { uri: configSchemaUris.current, fileMatch: ['docs.json'], schema: editorCurrentConfigSchema },
    ]);
    expect(configSchemas({ 'docs.json': 'spec', 'mint.json': 'spec' })).toEqual([
      { uri: configSchemaUris.spec, fileMatch: ['docs.json', 'mint.json'], schema: editorConfigSchema },
      { uri: configSchemaUris.current, fileMatch: [], schema: editorCurrentConfigSchema },
    ]);
  });

  it('the current schema offers the current format keys, the spec one the spec keys', () => {
    const keys = (schema: Readonly<Record<string, unknown>>) => Object.keys(schema['properties'] as object);
    expect(keys(editorCurrentConfigSchema)).toContain('navbar');
    expect(keys(editorCurrentConfigSchema)).not.toContain('topbarLinks');
    expect(keys(editorConfigSchema)).toContain('topbarLinks');
  });
});
