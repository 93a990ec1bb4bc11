import { describe, expect, it } from 'vitest';
import { positions } from '../config-fixture.ts';
import { withCurrentField } from './current-fixture.ts';

// One accepted and one rejected example for every level and field of the current format's `navigation` object.
// Each snippet is the fourth line of a current-format docs.json (see withCurrentField), starting at column 3, so
// `column` is 3 + the index in `reject` where the offending value (or, for a missing key, the owning key or
// `{`) starts.
const rows = [
  { field: 'navigation', accept: '"navigation": { "pages": ["index"] }', reject: '"navigation": "index"', code: 'config/invalid-type', column: 17 },
  { field: 'pages', accept: '"navigation": { "pages": ["index", "guides/setup", "GET /users"] }', reject: '"navigation": { "pages": ["index", 2] }', code: 'config/invalid-type', column: 38 },
  { field: 'pages[] (path)', accept: '"navigation": { "pages": ["guides/setup"] }', reject: '"navigation": { "pages": ["guides/setup.mdx"] }', code: 'config/invalid-page', column: 29 },
  { field: 'groups', accept: '"navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }', reject: '"navigation": { "groups": { "group": "Start" } }', code: 'config/invalid-type', column: 29 },
  { field: 'groups[].group', accept: '"navigation": { "groups": [{ "group": "Start", "pages": ["index"] }] }', reject: '"navigation": { "groups": [{ "pages": ["index"] }] }', code: 'config/missing-key', column: 30 },
  { field: 'groups[].pages', accept: '"navigation": { "groups": [{ "group": "Start", "pages": ["index", { "group": "Nested", "pages": ["a"] }] }] }', reject: '"navigation": { "groups": [{ "group": "Start", "pages": "index" }] }', code: 'config/invalid-type', column: 59 },
  { field: 'groups[].pages[] (nested group)', accept: '"navigation": { "groups": [{ "group": "Start", "pages": [{ "group": "Nested", "pages": ["a"] }] }] }', reject: '"navigation": { "groups": [{ "group": "Start", "pages": [{ "pages": ["a"] }] }] }', code: 'config/missing-key', column: 60 },
  { field: 'groups[].icon (name)', accept: '"navigation": { "groups": [{ "group": "Start", "icon": "rocket", "pages": [] }] }', reject: '"navigation": { "groups": [{ "group": "Start", "icon": 1, "pages": [] }] }', code: 'config/invalid-type', column: 58 },
  { field: 'groups[].icon.name', accept: '"navigation": { "groups": [{ "group": "Start", "icon": { "name": "rocket", "style": "duotone" } }] }', reject: '"navigation": { "groups": [{ "group": "Start", "icon": { "style": "duotone" } }] }', code: 'config/missing-key', column: 50 },
  { field: 'groups[].icon.style', accept: '"navigation": { "groups": [{ "group": "Start", "icon": { "name": "rocket", "style": "sharp-solid" } }] }', reject: '"navigation": { "groups": [{ "group": "Start", "icon": { "name": "rocket", "style": "solidd" } }] }', code: 'config/invalid-value', column: 87 },
  { field: 'groups[].icon.library', accept: '"navigation": { "groups": [{ "group": "Start", "icon": { "name": "rocket", "library": "lucide" } }] }', reject: '"navigation": { "groups": [{ "group": "Start", "icon": { "name": "rocket", "library": "feather" } }] }', code: 'config/invalid-value', column: 89 },
  { field: 'groups[].iconType', accept: '"navigation": { "groups": [{ "group": "Start", "icon": "rocket", "iconType": "thin" }] }', reject: '"navigation": { "groups": [{ "group": "Start", "icon": "rocket", "iconType": "bold" }] }', code: 'config/invalid-value', column: 80 },
  { field: 'groups[].hidden', accept: '"navigation": { "groups": [{ "group": "Start", "hidden": true, "pages": ["a"] }] }', reject: '"navigation": { "groups": [{ "group": "Start", "hidden": "yes" }] }', code: 'config/invalid-type', column: 60 },
  { field: 'groups[].root', accept: '"navigation": { "groups": [{ "group": "API", "root": "api/overview", "pages": ["api/get"] }] }', reject: '"navigation": { "groups": [{ "group": "API", "root": "api/overview.mdx" }] }', code: 'config/invalid-page', column: 56 },
  { field: 'groups[].tag', accept: '"navigation": { "groups": [{ "group": "New", "tag": "NEW", "pages": [] }] }', reject: '"navigation": { "groups": [{ "group": "New", "tag": true }] }', code: 'config/invalid-type', column: 55 },
  { field: 'groups[].expanded', accept: '"navigation": { "groups": [{ "group": "A", "pages": [{ "group": "B", "expanded": true, "pages": ["b"] }] }] }', reject: '"navigation": { "groups": [{ "group": "A", "pages": [{ "group": "B", "expanded": "open" }] }] }', code: 'config/invalid-type', column: 84 },
  { field: 'groups[].openapi', accept: '"navigation": { "groups": [{ "group": "API", "openapi": "/openapi.json" }] }', reject: '"navigation": { "groups": [{ "group": "API", "openapi": "file:///openapi.json" }] }', code: 'config/invalid-url', column: 59 },
  { field: 'groups[].asyncapi', accept: '"navigation": { "groups": [{ "group": "Events", "asyncapi": "asyncapi.yml" }] }', reject: '"navigation": { "groups": [{ "group": "Events", "asyncapi": 5 }] }', code: 'config/invalid-type', column: 63 },
  { field: 'groups[].directory', accept: '"navigation": { "groups": [{ "group": "Help", "root": "help", "directory": "card" }] }', reject: '"navigation": { "groups": [{ "group": "Help", "directory": "cards" }] }', code: 'config/invalid-value', column: 62 },
  { field: 'tabs', accept: '"navigation": { "tabs": [{ "tab": "Guides", "pages": ["index"] }] }', reject: '"navigation": { "tabs": { "tab": "Guides" } }', code: 'config/invalid-type', column: 27 },
  { field: 'tabs[].tab', accept: '"navigation": { "tabs": [{ "tab": "Blog", "href": "https://acme.com/blog" }] }', reject: '"navigation": { "tabs": [{ "href": "https://acme.com/blog" }] }', code: 'config/missing-key', column: 28 },
  { field: 'tabs[].href', accept: '"navigation": { "tabs": [{ "tab": "Blog", "href": "https://acme.com/blog" }] }', reject: '"navigation": { "tabs": [{ "tab": "Blog", "href": "javascript:void(0)" }] }', code: 'config/invalid-url', column: 53 },
  { field: 'tabs[].icon', accept: '"navigation": { "tabs": [{ "tab": "API", "icon": "square-terminal", "pages": [] }] }', reject: '"navigation": { "tabs": [{ "tab": "API", "icon": ["code"] }] }', code: 'config/invalid-type', column: 52 },
  { field: 'tabs[].hidden', accept: '"navigation": { "tabs": [{ "tab": "Old", "hidden": true, "pages": [] }] }', reject: '"navigation": { "tabs": [{ "tab": "Old", "hidden": 0 }] }', code: 'config/invalid-type', column: 54 },
  { field: 'tabs[].groups', accept: '"navigation": { "tabs": [{ "tab": "Guides", "groups": [{ "group": "Start", "pages": ["index"] }] }] }', reject: '"navigation": { "tabs": [{ "tab": "Guides", "groups": [{ "group": 1, "pages": ["index"] }] }] }', code: 'config/invalid-type', column: 69 },
  { field: 'tabs[].menu', accept: '"navigation": { "tabs": [{ "tab": "Tools", "menu": [{ "item": "SDKs", "pages": ["sdk/fetch"] }] }] }', reject: '"navigation": { "tabs": [{ "tab": "Tools", "menu": [{ "pages": ["sdk/fetch"] }] }] }', code: 'config/missing-key', column: 55 },
  { field: 'tabs[].menu[].description', accept: '"navigation": { "tabs": [{ "tab": "Tools", "menu": [{ "item": "SDKs", "description": "Clients", "pages": [] }] }] }', reject: '"navigation": { "tabs": [{ "tab": "Tools", "menu": [{ "item": "SDKs", "description": 1 }] }] }', code: 'config/invalid-type', column: 88 },
  { field: 'anchors', accept: '"navigation": { "anchors": [{ "anchor": "Docs", "icon": "book-open", "pages": ["index"] }] }', reject: '"navigation": { "anchors": "Docs" }', code: 'config/invalid-type', column: 30 },
  { field: 'anchors[].anchor', accept: '"navigation": { "anchors": [{ "anchor": "Blog", "href": "https://acme.com/blog" }] }', reject: '"navigation": { "anchors": [{ "anchor": null, "href": "https://acme.com/blog" }] }', code: 'config/invalid-type', column: 43 },
  { field: 'anchors[].color', accept: '"navigation": { "anchors": [{ "anchor": "Blog", "color": { "light": "#FF7F57", "dark": "#9563FF" } }] }', reject: '"navigation": { "anchors": [{ "anchor": "Blog", "color": { "light": "orange" } }] }', code: 'config/invalid-color', column: 71 },
  { field: 'dropdowns', accept: '"navigation": { "dropdowns": [{ "dropdown": "Docs", "pages": ["index"] }] }', reject: '"navigation": { "dropdowns": [{ "pages": ["index"] }] }', code: 'config/missing-key', column: 33 },
  { field: 'dropdowns[].description', accept: '"navigation": { "dropdowns": [{ "dropdown": "Docs", "description": "Guides and API" }] }', reject: '"navigation": { "dropdowns": [{ "dropdown": "Docs", "description": ["Guides"] }] }', code: 'config/invalid-type', column: 70 },
  { field: 'products', accept: '"navigation": { "products": [{ "product": "Core API", "description": "REST", "icon": "api", "pages": [] }] }', reject: '"navigation": { "products": [{ "description": "REST" }] }', code: 'config/missing-key', column: 32 },
  { field: 'versions', accept: '"navigation": { "versions": [{ "version": "2.0", "default": true, "pages": ["v2/index"] }] }', reject: '"navigation": { "versions": [{ "version": 2 }] }', code: 'config/invalid-type', column: 45 },
  { field: 'versions[].default', accept: '"navigation": { "versions": [{ "version": "1.0", "default": false }] }', reject: '"navigation": { "versions": [{ "version": "1.0", "default": "yes" }] }', code: 'config/invalid-type', column: 63 },
  { field: 'versions[].tag', accept: '"navigation": { "versions": [{ "version": "3.0", "tag": "Beta" }] }', reject: '"navigation": { "versions": [{ "version": "3.0", "tag": 3 }] }', code: 'config/invalid-type', column: 59 },
  { field: 'languages', accept: '"navigation": { "languages": [{ "language": "pt-BR", "pages": ["pt-BR/index"] }] }', reject: '"navigation": { "languages": [{ "language": "pt-br" }] }', code: 'config/invalid-value', column: 47 },
  { field: 'languages[].banner', accept: '"navigation": { "languages": [{ "language": "fr", "banner": { "content": "Bonjour" } }] }', reject: '"navigation": { "languages": [{ "language": "fr", "banner": {} }] }', code: 'config/missing-key', column: 53 },
  { field: 'languages[].navbar', accept: '"navigation": { "languages": [{ "language": "de", "navbar": { "links": [] } }] }', reject: '"navigation": { "languages": [{ "language": "de", "navbar": { "primary": { "href": "/" } } }] }', code: 'config/missing-key', column: 65 },
  { field: 'languages[].footer', accept: '"navigation": { "languages": [{ "language": "es", "footer": { "socials": { "x": "https://x.com/acme" } } }] }', reject: '"navigation": { "languages": [{ "language": "es", "footer": { "links": {} } }] }', code: 'config/invalid-type', column: 74 },
  { field: 'global', accept: '"navigation": { "global": { "anchors": [{ "anchor": "Blog", "href": "https://acme.com/blog" }] }, "pages": ["index"] }', reject: '"navigation": { "global": [], "pages": ["index"] }', code: 'config/invalid-type', column: 29 },
  { field: 'global.anchors', accept: '"navigation": { "global": { "anchors": [{ "anchor": "Changelog", "icon": "list", "href": "/changelog" }] } }', reject: '"navigation": { "global": { "anchors": [{ "icon": "list", "href": "/changelog" }] } }', code: 'config/missing-key', column: 43 },
  { field: 'global.tabs', accept: '"navigation": { "global": { "tabs": [{ "tab": "Status", "href": "https://status.acme.com" }] } }', reject: '"navigation": { "global": { "tabs": [{ "tab": "Status", "href": "data:text/html,x" }] } }', code: 'config/invalid-url', column: 67 },
  { field: 'global.dropdowns', accept: '"navigation": { "global": { "dropdowns": [{ "dropdown": "More", "href": "/more" }] } }', reject: '"navigation": { "global": { "dropdowns": [{ "dropdown": "More", "hidden": "no" }] } }', code: 'config/invalid-type', column: 77 },
  { field: 'global.versions', accept: '"navigation": { "global": { "versions": [{ "version": "v1", "href": "https://v1.acme.com" }] } }', reject: '"navigation": { "global": { "versions": [{ "href": "https://v1.acme.com" }] } }', code: 'config/missing-key', column: 44 },
  { field: 'global.languages', accept: '"navigation": { "global": { "languages": [{ "language": "ja", "href": "https://ja.acme.com" }] } }', reject: '"navigation": { "global": { "languages": [{ "language": "jap", "href": "https://ja.acme.com" }] } }', code: 'config/invalid-value', column: 59 },
  { field: 'global.products', accept: '"navigation": { "global": { "products": [{ "product": "Cloud", "href": "https://cloud.acme.com" }] } }', reject: '"navigation": { "global": { "products": [{ "product": "Cloud", "icon": {} }] } }', code: 'config/missing-key', column: 66 },
  { field: 'directory', accept: '"navigation": { "directory": "accordion", "pages": ["index"] }', reject: '"navigation": { "directory": "list", "pages": ["index"] }', code: 'config/invalid-value', column: 32 },
  { field: 'openapi', accept: '"navigation": { "openapi": { "source": "openapi.yml", "directory": "api" }, "pages": [] }', reject: '"navigation": { "openapi": { "source": "../openapi.yml" } }', code: 'config/invalid-url', column: 42 },
  { field: 'versions[].tabs[].groups (nesting)', accept: '"navigation": { "versions": [{ "version": "v2", "tabs": [{ "tab": "API", "groups": [{ "group": "A", "pages": ["v2/a"] }] }] }] }', reject: '"navigation": { "versions": [{ "version": "v2", "tabs": [{ "tab": "API", "groups": [{ "group": "A", "pages": ["v2/a.md"] }] }] }] }', code: 'config/invalid-page', column: 113 },
];

describe('validateConfig: the current navigation object', () => {
  it.each(rows)('$field: accepts $accept', ({ accept }) => {
    expect(positions(withCurrentField(accept))).toEqual([]);
  });

  it.each(rows)('$field: rejects $reject with $code at 4:$column', ({ reject, code, column }) => {
    expect(positions(withCurrentField(reject))).toEqual([{ code, severity: 'error', line: 4, column }]);
  });

  it('nests levels in each other to any depth: languages → versions → products → dropdowns → tabs → anchors → groups', () => {
    const navigation = {
      languages: [{ language: 'en', versions: [{ version: 'v2', products: [{ product: 'Cloud', dropdowns: [{ dropdown: 'Docs', tabs: [{ tab: 'Guides', anchors: [{ anchor: 'Start', groups: [{ group: 'A', pages: ['en/v2/a', { group: 'B', pages: ['en/v2/b'] }] }] }] }] }] }] }] }],
    };
    expect(positions(withCurrentField(`"navigation": ${JSON.stringify(navigation)}`))).toEqual([]);
  });
});
