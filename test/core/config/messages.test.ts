import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { messages, withField } from './config-fixture.ts';

describe('diagnostic messages', () => {
  it('explains a bad hex color with an example and the value given', () => {
    expect(messages(withField('"colors": { "primary": "blue" }'))).toEqual(['`colors.primary` must be a hex color such as `#0D9373` (got `blue`)']);
  });

  it('suggests the closest allowed value of an enum and lists the allowed ones, with a fix', () => {
    const text = withField('"anchors": [{ "name": "Blog", "url": "blog", "iconType": "solids" }]');
    const [d] = validateConfig(text).diagnostics;
    const start = text.indexOf('"solids"');
    expect(d?.message).toBe('`solids` is not a valid iconType; did you mean `solid`? Allowed: brands, duotone, light, sharp-solid, solid, thin');
    expect(d?.fix).toEqual({ title: 'Replace with `solid`', edits: [{ file: 'docs.json', start, end: start + '"solids"'.length, text: '"solid"' }] });
  });

  it('lists the allowed values without a suggestion when none is close', () => {
    expect(messages(withField('"api": { "auth": { "method": "oauth2" } }'))).toEqual(['`oauth2` is not a valid method. Allowed: bearer, basic, key']);
  });

  it('names the expected type and what was found for a non-string enum value', () => {
    expect(messages(withField('"modeToggle": { "default": 1 }'))).toEqual(['`modeToggle.default` must be one of light, dark (got 1)']);
  });

  it('reports a wrong type with what was expected and what was found', () => {
    expect(messages(withField('"feedback": { "suggestEdit": "yes" }'))).toEqual(['`feedback.suggestEdit` must be `true` or `false` (got `yes`)']);
    expect(messages(withField('"tabs": [{ "name": "API", "url": null }]'))).toEqual(['`tabs[0].url` must be a string (got null)']);
  });

  it('reports a union by the branch that matches the JSON type of the value', () => {
    // An object logo is checked as the object form, not as "invalid union".
    expect(messages(withField('"logo": { "light": "/l.svg" }'))).toEqual(['`logo` is missing the required key `dark`']);
    // A string color is checked as a hex color.
    expect(messages(withField('"anchors": [{ "name": "A", "url": "a", "color": "red" }]'))).toEqual(['`anchors[0].color` must be a hex color such as `#0D9373` (got `red`)']);
    // A gradient is checked as a gradient.
    expect(messages(withField('"anchors": [{ "name": "A", "url": "a", "color": { "from": "#fff" } }]'))).toEqual(['`anchors[0].color` is missing the required key `to`']);
    // An array of OpenAPI locations is checked element by element.
    expect(messages(withField('"openapi": ["/a.yml", 3]'))).toEqual(['`openapi[1]` must be a string (got 3)']);
  });

  it('names every accepted type when the value matches no branch', () => {
    expect(messages(withField('"logo": 5'))).toEqual(['`logo` must be a string or an object (got 5)']);
    expect(messages(withField('"openapi": true'))).toEqual(['`openapi` must be a string or an array (got true)']);
  });

  it('says which object misses which key', () => {
    expect(messages(withField('"anchors": [{ "url": "blog" }]'))).toEqual(['`anchors[0]` is missing the required key `name`']);
  });

  it('explains that a link button needs a name', () => {
    expect(messages(withField('"topbarCtaButton": { "url": "https://acme.com" }'))).toEqual([
      '`topbarCtaButton` is missing `name`, the button text, which is required when `type` is `link` (the default); add it, or set `type` to `github`',
    ]);
  });

  it('reports a missing url and a missing name of a link button together', () => {
    expect(messages(withField('"topbarCtaButton": { "type": "link" }'))).toEqual([
      '`topbarCtaButton` is missing the required key `url`',
      '`topbarCtaButton` is missing `name`, the button text, which is required when `type` is `link` (the default); add it, or set `type` to `github`',
    ]);
  });

  it('warns at `twitter` in footerSocials (the platform still shows it), suggesting `x`, with a rename fix', () => {
    // Before: error config/invalid-social-platform 4:22-4:31, and no config (the site was not built).
    const result = validateConfig(withField('"footerSocials": { "twitter": "https://twitter.com/acme" }'));
    const [d] = result.diagnostics;
    expect(d && [d.severity, d.code, d.line, d.column, d.endColumn]).toEqual(['warning', 'config/legacy-social-platform', 4, 22, 31]);
    expect(d?.message).toBe("`twitter` is not one of the spec's footerSocials platforms, but the footer shows it. Use `x` instead. Allowed: website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news");
    expect(d?.fix?.edits.map((e) => e.text)).toEqual(['"x"']);
    expect(result.config?.footerSocials).toEqual({ twitter: 'https://twitter.com/acme' });
  });

  it('offers no rename when the suggested platform is already there', () => {
    const [d] = validateConfig(withField('"footerSocials": { "x": "https://x.com/acme", "twitter": "https://twitter.com/acme" }')).diagnostics;
    expect(d?.code).toBe('config/legacy-social-platform');
    expect(d?.fix).toBeUndefined();
  });

  it('warns at youtube, naming the current format key, and still rejects a platform nobody shows', () => {
    expect(validateConfig(withField('"footerSocials": { "youtube": "https://youtube.com/@acme", "tiktok": "https://tiktok.com/@acme" }')).diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      ['warning', 'config/legacy-social-platform', "`youtube` is not one of the spec's footerSocials platforms, but the footer shows it. The spec has no such platform; the current format's `footer.socials` has `youtube` (`quire upgrade` keeps it). Allowed: website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news"],
      ['error', 'config/invalid-social-platform', '`tiktok` is not a supported footerSocials platform. Allowed: website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news'],
    ]);
  });

  it('rejects a `javascript:` URL in footerSocials and in links', () => {
    expect(messages(withField('"footerSocials": { "github": "javascript:alert(1)" }'))).toEqual([
      '`footerSocials.github` must be an http(s) URL such as `https://example.com` (got `javascript:alert(1)`)',
    ]);
    expect(messages(withField('"topbarLinks": [{ "name": "Hi", "url": "JavaScript:alert(1)" }]'))).toEqual([
      '`topbarLinks[0].url` must be a URL or a path, not a `javascript:` URL (got `JavaScript:alert(1)`)',
    ]);
    expect(messages(withField('"anchors": [{ "name": "Hi", "url": "data:text/html,hi" }]'))).toEqual(['`anchors[0].url` must be a URL or a path, not a `data:` URL (got `data:text/html,hi`)']);
  });

  it('explains OpenAPI locations and base URLs', () => {
    expect(messages(withField('"openapi": "file:///etc/openapi.yml"'))).toEqual([
      '`openapi` must be an http(s) URL or a path inside the project such as `/openapi.yml` (got `file:///etc/openapi.yml`)',
    ]);
    expect(messages(withField('"api": { "baseUrl": "api.acme.com" }'))).toEqual(['`api.baseUrl` must be an http(s) URL such as `https://example.com` (got `api.acme.com`)']);
  });

  it('shortens long values in messages', () => {
    const long = `#${'a'.repeat(100)}`;
    expect(messages(withField(`"colors": { "primary": "${long}" }`))).toEqual([`\`colors.primary\` must be a hex color such as \`#0D9373\` (got \`${long.slice(0, 59)}…\`)`]);
  });
});
