import { describe, expect, it } from 'vitest';
import { docsConfigJsonSchema } from '../../../src/core/config/index.ts';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; $defs?: Record<string, Schema> };

const schema = docsConfigJsonSchema() as Schema;
const props = (s: Schema | undefined): Record<string, Schema> => s?.properties ?? {};

describe('docsConfigJsonSchema', () => {
  it('describes every top-level field of spec 2.1, with `name` and `navigation` required', () => {
    expect(Object.keys(props(schema))).toEqual([
      '$schema',
      'name',
      'navigation',
      'logo',
      'favicon',
      'colors',
      'topbarLinks',
      'topbarCtaButton',
      'versions',
      'anchors',
      'topAnchor',
      'tabs',
      'api',
      'openapi',
      'footerSocials',
      'feedback',
      'modeToggle',
      'backgroundImage',
      'redirects',
    ]);
    expect(schema['required']).toEqual(['name', 'navigation']);
  });

  it('carries the descriptions of the spec', () => {
    expect(props(schema)['name']?.['description']).toBe('Project name, used for the global title');
    expect(props(schema)['navigation']?.['description']).toBe('Groups with the pages in each group');
    expect(props(props(schema)['colors'])['primary']?.['description']).toBe('Primary color in light mode: highlighted content, section headers, accents');
    expect(props(props(schema)['feedback'])['suggestEdit']?.['description']).toBe('Enables a button to suggest edits through pull requests');
  });

  it('describes navigation groups recursively, pages being a path or a nested group', () => {
    const items = props(schema)['navigation']?.items;
    expect(items).toEqual({ $ref: '#/$defs/NavigationGroup' });
    const group = schema.$defs?.['NavigationGroup'];
    expect(group?.['required']).toEqual(['group', 'pages']);
    expect(props(group)['group']?.['description']).toBe('Group name');
    expect(props(group)['pages']?.items?.anyOf?.map((b) => b['type'] ?? b['$ref'])).toEqual(['string', '#/$defs/NavigationGroup']);
  });

  it('shows the input form: defaults are listed, and fields with defaults are not required', () => {
    const iconType = props(props(schema)['anchors']?.items)['iconType'];
    expect(iconType?.['default']).toBe('duotone');
    expect(iconType?.['enum']).toEqual(['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin']);
    expect(props(props(schema)['topAnchor'])['name']?.['default']).toBe('Documentation');
    expect(props(schema)['topbarCtaButton']?.['required']).toEqual(['url']);
    expect(props(props(props(schema)['api'])['playground'])['mode']?.['default']).toBe('show');
  });

  it('closes footerSocials to the nine platforms', () => {
    const socials = props(schema)['footerSocials'];
    expect(socials?.['additionalProperties']).toBe(false);
    expect(Object.keys(props(socials))).toEqual(['website', 'facebook', 'x', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news']);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });
});
