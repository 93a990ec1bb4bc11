import { describe, expect, it } from 'vitest';
import { positions, withField } from './config-fixture.ts';

// One accepted and one rejected example for every field and nested object of spec sections 2.1 and 2.2.
// Each snippet is the fourth line of a docs.json (see withField), starting at column 3, so `column` is
// 3 + the index in `reject` where the offending value (or, for a missing key, the owning key or `{`) starts.
const rows = [
  { field: 'logo (string)', accept: '"logo": "/logo/dark.svg"', reject: '"logo": true', code: 'config/invalid-type', column: 11 },
  { field: 'logo (object)', accept: '"logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg" }', reject: '"logo": { "light": "/logo/light.svg" }', code: 'config/missing-key', column: 3 },
  { field: 'logo.light', accept: '"logo": { "light": "/l.svg", "dark": "/d.svg" }', reject: '"logo": { "light": 1, "dark": "/d.svg" }', code: 'config/invalid-type', column: 22 },
  { field: 'logo.dark', accept: '"logo": { "light": "/l.svg", "dark": "/d.svg" }', reject: '"logo": { "light": "/l.svg", "dark": null }', code: 'config/invalid-type', column: 40 },
  { field: 'logo.href', accept: '"logo": { "light": "/l.svg", "dark": "/d.svg", "href": "https://acme.com" }', reject: '"logo": { "light": "/l.svg", "dark": "/d.svg", "href": "javascript:alert(1)" }', code: 'config/invalid-url', column: 58 },
  { field: 'favicon', accept: '"favicon": "/favicon.svg"', reject: '"favicon": ["/favicon.svg"]', code: 'config/invalid-type', column: 14 },
  { field: 'colors', accept: '"colors": { "primary": "#0D9373" }', reject: '"colors": "#0D9373"', code: 'config/invalid-type', column: 13 },
  { field: 'colors.primary (value)', accept: '"colors": { "primary": "#abc" }', reject: '"colors": { "primary": "blue" }', code: 'config/invalid-color', column: 26 },
  { field: 'colors.primary (required)', accept: '"colors": { "primary": "#0D9373", "light": "#55D799" }', reject: '"colors": { "light": "#55D799" }', code: 'config/missing-key', column: 3 },
  { field: 'colors.light', accept: '"colors": { "primary": "#0D9373", "light": "#55D799" }', reject: '"colors": { "primary": "#0D9373", "light": "#55D79" }', code: 'config/invalid-color', column: 46 },
  { field: 'colors.dark', accept: '"colors": { "primary": "#0D9373", "dark": "#0d9373" }', reject: '"colors": { "primary": "#0D9373", "dark": "0D9373" }', code: 'config/invalid-color', column: 45 },
  { field: 'colors.background', accept: '"colors": { "primary": "#000", "background": { "light": "#fff", "dark": "#090014" } }', reject: '"colors": { "primary": "#000", "background": { "dark": "blue" } }', code: 'config/invalid-color', column: 58 },
  { field: 'colors.background.light', accept: '"colors": { "primary": "#000", "background": { "light": "#FFFFFF", "dark": "#000" } }', reject: '"colors": { "primary": "#000", "background": { "light": "white", "dark": "#000" } }', code: 'config/invalid-color', column: 59 },
  { field: 'colors.background.dark', accept: '"colors": { "primary": "#000", "background": { "light": "#fff", "dark": "#121317" } }', reject: '"colors": { "primary": "#000", "background": { "light": "#fff", "dark": "#12345g" } }', code: 'config/invalid-color', column: 75 },
  { field: 'topbarLinks', accept: '"topbarLinks": [{ "name": "Support", "url": "mailto:hi@acme.com" }]', reject: '"topbarLinks": { "name": "Support", "url": "mailto:hi@acme.com" }', code: 'config/invalid-type', column: 18 },
  { field: 'topbarLinks[].name', accept: '"topbarLinks": [{ "name": "Community", "url": "https://acme.com/community" }]', reject: '"topbarLinks": [{ "url": "https://acme.com/community" }]', code: 'config/missing-key', column: 19 },
  { field: 'topbarLinks[].url', accept: '"topbarLinks": [{ "name": "Docs", "url": "/docs" }]', reject: '"topbarLinks": [{ "name": "Docs", "url": "javascript:alert(1)" }]', code: 'config/invalid-url', column: 44 },
  { field: 'topbarCtaButton', accept: '"topbarCtaButton": { "name": "Dashboard", "url": "https://dashboard.acme.com" }', reject: '"topbarCtaButton": "Dashboard"', code: 'config/invalid-type', column: 22 },
  { field: 'topbarCtaButton.type', accept: '"topbarCtaButton": { "type": "github", "url": "https://github.com/acme/docs" }', reject: '"topbarCtaButton": { "type": "button", "url": "https://acme.com" }', code: 'config/invalid-value', column: 32 },
  { field: 'topbarCtaButton.url', accept: '"topbarCtaButton": { "name": "Go", "url": "https://acme.com" }', reject: '"topbarCtaButton": { "name": "Go", "url": 42 }', code: 'config/invalid-type', column: 45 },
  { field: 'topbarCtaButton.url (required)', accept: '"topbarCtaButton": { "type": "link", "name": "Go", "url": "https://acme.com" }', reject: '"topbarCtaButton": { "name": "Go" }', code: 'config/missing-key', column: 3 },
  { field: 'topbarCtaButton.name (required for link)', accept: '"topbarCtaButton": { "type": "github", "url": "https://github.com/acme/docs" }', reject: '"topbarCtaButton": { "url": "https://acme.com" }', code: 'config/missing-key', column: 3 },
  { field: 'topbarCtaButton.name (type)', accept: '"topbarCtaButton": { "name": "Start", "url": "https://acme.com" }', reject: '"topbarCtaButton": { "name": false, "url": "https://acme.com" }', code: 'config/invalid-type', column: 32 },
  { field: 'versions', accept: '"versions": ["v1", "v2"]', reject: '"versions": ["v1", 2]', code: 'config/invalid-type', column: 22 },
  { field: 'anchors', accept: '"anchors": [{ "name": "Blog", "url": "https://acme.com/blog" }]', reject: '"anchors": "blog"', code: 'config/invalid-type', column: 14 },
  { field: 'anchors[].name', accept: '"anchors": [{ "name": "Blog", "url": "blog" }]', reject: '"anchors": [{ "url": "blog" }]', code: 'config/missing-key', column: 15 },
  { field: 'anchors[].url', accept: '"anchors": [{ "name": "Blog", "url": "blog" }]', reject: '"anchors": [{ "name": "Blog", "url": "" }]', code: 'config/invalid-url', column: 40 },
  { field: 'anchors[].icon', accept: '"anchors": [{ "name": "Blog", "url": "blog", "icon": "newspaper" }]', reject: '"anchors": [{ "name": "Blog", "url": "blog", "icon": 7 }]', code: 'config/invalid-type', column: 56 },
  { field: 'anchors[].color (hex)', accept: '"anchors": [{ "name": "Blog", "url": "blog", "color": "#FF7F57" }]', reject: '"anchors": [{ "name": "Blog", "url": "blog", "color": "orange" }]', code: 'config/invalid-color', column: 57 },
  { field: 'anchors[].color (gradient)', accept: '"anchors": [{ "name": "Blog", "url": "blog", "color": { "from": "#FF7F57", "to": "#9563FF" } }]', reject: '"anchors": [{ "name": "Blog", "url": "blog", "color": { "from": "#FF7F57", "to": "red" } }]', code: 'config/invalid-color', column: 84 },
  { field: 'anchors[].color (type)', accept: '"anchors": [{ "name": "Blog", "url": "blog", "color": "#fff" }]', reject: '"anchors": [{ "name": "Blog", "url": "blog", "color": true }]', code: 'config/invalid-type', column: 57 },
  { field: 'anchors[].version', accept: '"versions": ["v2"], "anchors": [{ "name": "Blog", "url": "blog", "version": "v2" }]', reject: '"versions": ["v2"], "anchors": [{ "name": "Blog", "url": "blog", "version": 2 }]', code: 'config/invalid-type', column: 79 },
  { field: 'anchors[].isDefaultHidden', accept: '"anchors": [{ "name": "Blog", "url": "blog", "isDefaultHidden": true }]', reject: '"anchors": [{ "name": "Blog", "url": "blog", "isDefaultHidden": "yes" }]', code: 'config/invalid-type', column: 67 },
  { field: 'anchors[].iconType', accept: '"anchors": [{ "name": "Blog", "url": "blog", "iconType": "sharp-solid" }]', reject: '"anchors": [{ "name": "Blog", "url": "blog", "iconType": "solids" }]', code: 'config/invalid-value', column: 60 },
  { field: 'topAnchor', accept: '"topAnchor": { "name": "Guides", "icon": "book", "iconType": "thin" }', reject: '"topAnchor": []', code: 'config/invalid-type', column: 16 },
  { field: 'topAnchor.name', accept: '"topAnchor": { "name": "Guides" }', reject: '"topAnchor": { "name": 1 }', code: 'config/invalid-type', column: 26 },
  { field: 'topAnchor.icon', accept: '"topAnchor": { "icon": "rocket" }', reject: '"topAnchor": { "icon": {} }', code: 'config/invalid-type', column: 26 },
  { field: 'topAnchor.iconType', accept: '"topAnchor": { "iconType": "brands" }', reject: '"topAnchor": { "iconType": "bold" }', code: 'config/invalid-value', column: 30 },
  { field: 'tabs', accept: '"tabs": [{ "name": "API Reference", "url": "api-reference" }]', reject: '"tabs": { "name": "API Reference", "url": "api-reference" }', code: 'config/invalid-type', column: 11 },
  { field: 'tabs[].name', accept: '"tabs": [{ "name": "API", "url": "api" }]', reject: '"tabs": [{ "url": "api" }]', code: 'config/missing-key', column: 12 },
  { field: 'tabs[].url', accept: '"tabs": [{ "name": "API", "url": "api" }]', reject: '"tabs": [{ "name": "API", "url": null }]', code: 'config/invalid-type', column: 36 },
  { field: 'api', accept: '"api": { "maintainOrder": true }', reject: '"api": "https://api.acme.com"', code: 'config/invalid-type', column: 10 },
  { field: 'api.baseUrl (string)', accept: '"api": { "baseUrl": "https://api.acme.com/v1" }', reject: '"api": { "baseUrl": "api.acme.com" }', code: 'config/invalid-url', column: 23 },
  { field: 'api.baseUrl (array)', accept: '"api": { "baseUrl": ["https://api.acme.com", "http://localhost:3000"] }', reject: '"api": { "baseUrl": ["https://api.acme.com", "ftp://acme.com"] }', code: 'config/invalid-url', column: 48 },
  { field: 'api.baseUrl (type)', accept: '"api": { "baseUrl": "https://api.acme.com" }', reject: '"api": { "baseUrl": 5 }', code: 'config/invalid-type', column: 23 },
  { field: 'api.auth', accept: '"api": { "auth": { "method": "bearer" } }', reject: '"api": { "auth": "bearer" }', code: 'config/invalid-type', column: 20 },
  { field: 'api.auth.method', accept: '"api": { "auth": { "method": "basic" } }', reject: '"api": { "auth": { "method": "token" } }', code: 'config/invalid-value', column: 32 },
  { field: 'api.auth.name', accept: '"api": { "auth": { "method": "basic", "name": "user:password" } }', reject: '"api": { "auth": { "name": 5 } }', code: 'config/invalid-type', column: 30 },
  { field: 'api.auth.inputPrefix', accept: '"api": { "auth": { "method": "key", "inputPrefix": "Bearer " } }', reject: '"api": { "auth": { "inputPrefix": true } }', code: 'config/invalid-type', column: 37 },
  { field: 'api.playground', accept: '"api": { "playground": { "mode": "hide" } }', reject: '"api": { "playground": "hide" }', code: 'config/invalid-type', column: 26 },
  { field: 'api.playground.mode', accept: '"api": { "playground": { "mode": "simple" } }', reject: '"api": { "playground": { "mode": "interactive" } }', code: 'config/invalid-value', column: 36 },
  { field: 'api.maintainOrder', accept: '"api": { "maintainOrder": false }', reject: '"api": { "maintainOrder": "yes" }', code: 'config/invalid-type', column: 29 },
  { field: 'openapi (absolute URL)', accept: '"openapi": "https://api.acme.com/openapi.json"', reject: '"openapi": "ftp://acme.com/openapi.json"', code: 'config/invalid-url', column: 14 },
  { field: 'openapi (relative path)', accept: '"openapi": "specs/openapi.yml"', reject: '"openapi": "../openapi.yml"', code: 'config/invalid-url', column: 14 },
  { field: 'openapi (project-root path)', accept: '"openapi": "/openapi.yml"', reject: '"openapi": "//cdn.acme.com/openapi.yml"', code: 'config/invalid-url', column: 14 },
  { field: 'openapi (array)', accept: '"openapi": ["/openapi.yml", "https://acme.com/v3-openapi.yaml"]', reject: '"openapi": ["/openapi.yml", "javascript:alert(1)"]', code: 'config/invalid-url', column: 31 },
  { field: 'openapi (type)', accept: '"openapi": []', reject: '"openapi": 42', code: 'config/invalid-type', column: 14 },
  { field: 'footerSocials', accept: '"footerSocials": { "x": "https://x.com/acme", "hacker-news": "https://news.ycombinator.com" }', reject: '"footerSocials": ["https://x.com/acme"]', code: 'config/invalid-type', column: 20 },
  { field: 'footerSocials (key)', accept: '"footerSocials": { "website": "https://acme.com", "github": "https://github.com/acme" }', reject: '"footerSocials": { "tiktok": "https://tiktok.com/@acme" }', code: 'config/invalid-social-platform', column: 22 },
  { field: 'footerSocials (value)', accept: '"footerSocials": { "linkedin": "https://www.linkedin.com/company/acme" }', reject: '"footerSocials": { "github": "github.com/acme" }', code: 'config/invalid-url', column: 32 },
  { field: 'feedback', accept: '"feedback": { "suggestEdit": true, "raiseIssue": true }', reject: '"feedback": true', code: 'config/invalid-type', column: 15 },
  { field: 'feedback.suggestEdit', accept: '"feedback": { "suggestEdit": true }', reject: '"feedback": { "suggestEdit": "yes" }', code: 'config/invalid-type', column: 32 },
  { field: 'feedback.raiseIssue', accept: '"feedback": { "raiseIssue": false }', reject: '"feedback": { "raiseIssue": 1 }', code: 'config/invalid-type', column: 31 },
  { field: 'modeToggle', accept: '"modeToggle": { "default": "dark", "isHidden": true }', reject: '"modeToggle": "dark"', code: 'config/invalid-type', column: 17 },
  { field: 'modeToggle.default', accept: '"modeToggle": { "default": "light" }', reject: '"modeToggle": { "default": "auto" }', code: 'config/invalid-value', column: 30 },
  { field: 'modeToggle.isHidden', accept: '"modeToggle": { "isHidden": true }', reject: '"modeToggle": { "isHidden": "no" }', code: 'config/invalid-type', column: 31 },
  { field: 'backgroundImage', accept: '"backgroundImage": "/images/background.png"', reject: '"backgroundImage": 0', code: 'config/invalid-type', column: 22 },
];

describe('docs.json fields', () => {
  it.each(rows)('$field: accepts $accept', ({ accept }) => {
    expect(positions(withField(accept))).toEqual([]);
  });

  it.each(rows)('$field: rejects $reject', ({ reject, code, column }) => {
    expect(positions(withField(reject))).toEqual([{ code, severity: 'error', line: 4, column }]);
  });
});
