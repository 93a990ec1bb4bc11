/**
 * The stable codes of docs.json diagnostics, in one place. Tests, the editor's quick fixes and the
 * docs refer to these strings, so a code is never renamed once released.
 *
 * | code | severity | when |
 * |---|---|---|
 * | `config/json-syntax` | error | the text is not strict JSON (missing comma, trailing comma, comment, unterminated string…) |
 * | `config/unknown-key` | warning | a key the format does not define; it is ignored (a near known key is suggested; `data`: `key`, `suggestion`) |
 * | `config/missing-key` | error | a required key is absent (`name`, `navigation`, `group`, `pages`, `colors.primary`, `theme`, a navbar button's `label`…) |
 * | `config/invalid-type` | error | a value has the wrong JSON type (a number where a string is expected…) |
 * | `config/invalid-value` | error | a value outside an allowed set (`iconType`, `api.auth.method`, `modeToggle.default`…) |
 * | `config/invalid-color` | error | a color that is not `#` followed by 3 or 6 hex digits |
 * | `config/invalid-url` | error | a URL or link that is not allowed there (`javascript:` links, a non-http(s) social or base URL, a malformed OpenAPI location) |
 * | `config/invalid-page` | error | a navigation page entry that is not a project-relative path without extension |
 * | `config/invalid-social-platform` | error | a `footerSocials` key outside the nine supported platforms, or a `footer.socials` key outside the current format's nineteen (`data`: `key`, `suggestion`) |
 * | `config/legacy-social-platform` | warning | a `footerSocials` key outside the spec's nine that the platform still accepts and shows (`twitter`, `youtube`, `medium`…; the current format's `footer.socials` keys): the footer shows it (`data`: `key`, `suggestion` when the spec has the platform under another name, `x` for `twitter`) |
 * | `config/unknown-version` | warning | an anchor's or navigation group's `version` that `versions` does not list |
 * | `config/duplicate-key` | error | a key an object has already; JSON readers keep only the last value (`data`: `key`, `firstLine`) |
 * | `config/duplicate-page` | warning | a page listed more than once in `navigation` |
 * | `config/not-shown` | info | a current-format setting, or a spec-format key outside the spec that the platform accepts (`colors.anchors`, `seo`, a group's `icon`…), that the preview and export do not show yet, once per setting at its first key (`data`: `setting`) |
 * | `config/unknown-code-theme` | warning | a `styling.codeblocks` theme that is not one of Shiki's bundled themes (nor `css-variables`): code blocks keep Quire's colours (`data`: `theme`, `suggestion`) |
 * | `config/too-deep` | error | `{`/`[` nested deeper than maxJsonDepth (the text is not validated further), or navigation groups deeper than maxNavigationDepth (see core/limits.ts) |
 * | `config/too-many-redirects` | warning | more `redirects` than maxRedirects (core/limits.ts); the rest are ignored (`data`: `count`, `limit`) |
 */
export const ConfigCode = {
  jsonSyntax: 'config/json-syntax',
  unknownKey: 'config/unknown-key',
  missingKey: 'config/missing-key',
  invalidType: 'config/invalid-type',
  invalidValue: 'config/invalid-value',
  invalidColor: 'config/invalid-color',
  invalidUrl: 'config/invalid-url',
  invalidPage: 'config/invalid-page',
  invalidSocialPlatform: 'config/invalid-social-platform',
  legacySocialPlatform: 'config/legacy-social-platform',
  unknownVersion: 'config/unknown-version',
  duplicatePage: 'config/duplicate-page',
  duplicateKey: 'config/duplicate-key',
  tooDeep: 'config/too-deep',
  tooManyRedirects: 'config/too-many-redirects',
  notShown: 'config/not-shown',
  unknownCodeTheme: 'config/unknown-code-theme',
} as const;

/** One of the stable docs.json diagnostic codes. */
export type ConfigCode = (typeof ConfigCode)[keyof typeof ConfigCode];
