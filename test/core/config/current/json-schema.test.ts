import { describe, expect, it } from 'vitest';
import { currentConfigJsonSchema, docsConfigJsonSchema } from '../../../../src/core/config/index.ts';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; $defs?: Record<string, Schema> };

const schema = currentConfigJsonSchema() as Schema;
const props = (s: Schema | undefined): Record<string, Schema> => s?.properties ?? {};
const defs = schema.$defs ?? {};

describe('currentConfigJsonSchema', () => {
  it('describes every top-level field of the current format, with theme, name, colors and navigation required', () => {
    expect(Object.keys(props(schema))).toEqual([
      '$schema',
      'theme',
      'name',
      'description',
      'colors',
      'navigation',
      'logo',
      'favicon',
      'appearance',
      'background',
      'fonts',
      'icons',
      'styling',
      'thumbnails',
      'navbar',
      'footer',
      'banner',
      'interaction',
      'contextual',
      'redirects',
      'variables',
      'metadata',
      'errors',
      'api',
      'seo',
      'search',
      'markdown',
      'integrations',
    ]);
    expect(schema['required']).toEqual(['theme', 'name', 'colors', 'navigation']);
    expect(schema).not.toEqual(docsConfigJsonSchema());
  });

  it('offers the nine themes and the defaults for completion', () => {
    expect(props(schema)['theme']?.['enum']).toEqual(['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma']);
    expect(props(props(schema)['appearance'])['default']).toMatchObject({ default: 'system', enum: ['system', 'light', 'dark'] });
    expect(props(props(schema)['icons'])['library']).toMatchObject({ default: 'fontawesome', enum: ['fontawesome', 'lucide', 'tabler'] });
  });

  it('names each recursive navigation level once in $defs, each requiring its name key', () => {
    expect(Object.keys(defs).sort()).toEqual([
      'CurrentNavigationEntry',
      'CurrentNavigationGroup',
      'NavigationAnchor',
      'NavigationDropdown',
      'NavigationLanguage',
      'NavigationMenuItem',
      'NavigationProduct',
      'NavigationTab',
      'NavigationVersion',
    ]);
    expect(defs['NavigationTab']?.['required']).toEqual(['tab']);
    expect(defs['CurrentNavigationGroup']?.['required']).toEqual(['group']);
    expect(props(props(schema)['navigation'])['tabs']?.items).toEqual({ $ref: '#/$defs/NavigationTab' });
  });

  it('closes footer.socials to its platforms, as the validator does', () => {
    const socials = props(props(schema)['footer'])['socials'];
    expect(socials?.['additionalProperties']).toBe(false);
    expect(Object.keys(props(socials))).toContain('bluesky');
  });
});
