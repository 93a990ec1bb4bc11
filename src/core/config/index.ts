// The public surface of core/config: validating docs.json, its JSON Schema, and the types of its parsed form.
export type { ConfigResult } from './validate-config.ts';
export { validateConfig } from './validate-config.ts';
export { ConfigCode } from './config-codes.ts';
export { currentConfigJsonSchema, docsConfigJsonSchema } from './json-schema.ts';
export type { ConfigFormat } from './detect-config-format.ts';
export { detectConfigFormat } from './detect-config-format.ts';
export type { CurrentConfig } from './current/current-config-schema.ts';
export { CurrentConfigSchema } from './current/current-config-schema.ts';
export type { CurrentNavigation, GlobalNavigation } from './current/current-navigation-schema.ts';
export type { CurrentNavigationEntry, CurrentNavigationGroup } from './current/navigation-group-schema.ts';
export type {
  NavigationAnchor,
  NavigationContainer,
  NavigationDivision,
  NavigationDropdown,
  NavigationLanguage,
  NavigationMenuItem,
  NavigationProduct,
  NavigationTab,
  NavigationVersion,
} from './current/navigation-level-schema.ts';
export { themes } from './current/theme-schema.ts';
export type { ConfigUpgrade, NotCarried } from './current/upgrade-config.ts';
export { currentSchemaUrl, upgradeConfig } from './current/upgrade-config.ts';
export type { Theme } from './current/theme-schema.ts';
export type { NavigationPage } from './navigation-pages.ts';
export { navigationPages, navigationPagesFromJson } from './navigation-pages.ts';
export type { DocsConfig } from './docs-config-schema.ts';
export { DocsConfigSchema } from './docs-config-schema.ts';
export type { AnySchema, SchemaDef } from './schema-def.ts';
export { defOf } from './schema-def.ts';
export type { NavigationEntry, NavigationGroup } from './navigation-schema.ts';
export type { Logo, LogoObject } from './logo-schema.ts';
export type { Colors } from './colors-schema.ts';
export type { BackgroundColors } from './background-colors-schema.ts';
export type { TopbarLink } from './topbar-link-schema.ts';
export type { TopbarCtaButton } from './topbar-cta-button-schema.ts';
export type { Anchor, AnchorColor } from './anchor-schema.ts';
export type { Gradient } from './gradient-schema.ts';
export type { IconType } from './icon-type-schema.ts';
export { iconTypes } from './icon-type-schema.ts';
export type { TopAnchor } from './top-anchor-schema.ts';
export type { Tab } from './tab-schema.ts';
export type { Api, BaseUrl } from './api-schema.ts';
export type { ApiAuth } from './api-auth-schema.ts';
export type { ApiPlayground } from './api-playground-schema.ts';
export type { OpenApi } from './openapi-schema.ts';
export type { FooterSocials, SocialPlatform } from './footer-socials-schema.ts';
export { socialPlatforms } from './footer-socials-schema.ts';
export type { Feedback } from './feedback-schema.ts';
export type { ModeToggle } from './mode-toggle-schema.ts';
export type { ParsedJson } from './parse-json-text.ts';
export { parseJsonText } from './parse-json-text.ts';
export { jsonTextDepthExceeded } from './json-text-depth.ts';
export { withoutTooDeepNavigation } from './navigation-depth.ts';
export { withinRedirectLimit } from './redirect-limit.ts';
export { isJsonObject } from './is-json-object.ts';
