import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';
import type { Banner } from './banner-schema.ts';
import { BannerSchema } from './banner-schema.ts';
import type { CurrentFooter } from './current-footer-schema.ts';
import { CurrentFooterSchema } from './current-footer-schema.ts';
import type { NavigationIcon } from './icon-schema.ts';
import { IconTypeNameSchema, NavigationIconSchema } from './icon-schema.ts';
import type { LightDarkColor } from './light-dark-schema.ts';
import { LightDarkColorSchema } from './light-dark-schema.ts';
import type { Navbar } from './navbar-schema.ts';
import { NavbarSchema } from './navbar-schema.ts';
import type { CurrentNavigationEntry, CurrentNavigationGroup } from './navigation-group-schema.ts';
import { CurrentNavigationEntrySchema, CurrentNavigationGroupSchema, DirectorySchema } from './navigation-group-schema.ts';
import type { ApiSource } from './openapi-source-schema.ts';
import { ApiSourceSchema } from './openapi-source-schema.ts';

/** The language codes `navigation.languages` accepts. */
export const languageCodes = [
  'ar', 'ca', 'cn', 'cs', 'de', 'en', 'es', 'fr', 'fr-CA', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'jp', 'ko',
  'lv', 'nl', 'no', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sv', 'tr', 'uk', 'uz', 'vi', 'zh', 'zh-Hans', 'zh-Hant',
] as const;

/** A language code of `navigation.languages`. */
export type LanguageCode = (typeof languageCodes)[number];

/** What holds pages: the navigation root and each division (tab, anchor, dropdown, product, version, language, menu item). */
export interface NavigationContainer {
  pages?: CurrentNavigationEntry[] | undefined;
  groups?: CurrentNavigationGroup[] | undefined;
  tabs?: NavigationTab[] | undefined;
  anchors?: NavigationAnchor[] | undefined;
  dropdowns?: NavigationDropdown[] | undefined;
  products?: NavigationProduct[] | undefined;
  versions?: NavigationVersion[] | undefined;
  languages?: NavigationLanguage[] | undefined;
  menu?: NavigationMenuItem[] | undefined;
  openapi?: ApiSource | undefined;
  asyncapi?: ApiSource | undefined;
  directory?: 'none' | 'accordion' | 'card' | undefined;
}

/** The fields every division has besides its name: how it shows, or an external link in place of pages. */
export interface NavigationDivision extends NavigationContainer {
  icon?: NavigationIcon | undefined;
  iconType?: z.output<typeof IconTypeNameSchema> | undefined;
  hidden?: boolean | undefined;
  href?: string | undefined;
  description?: string | undefined;
  color?: LightDarkColor | undefined;
  default?: boolean | undefined;
  tag?: string | undefined;
}

/** A tab of the top bar. */
export interface NavigationTab extends NavigationDivision { tab: string }
/** An anchor of the sidebar. */
export interface NavigationAnchor extends NavigationDivision { anchor: string }
/** An entry of the sidebar's dropdown menu. */
export interface NavigationDropdown extends NavigationDivision { dropdown: string }
/** A product of the product switcher. */
export interface NavigationProduct extends NavigationDivision { product: string }
/** A version of the version picker. */
export interface NavigationVersion extends NavigationDivision { version: string }
/** A language of the language picker, with its own banner, footer and navbar. */
export interface NavigationLanguage extends NavigationDivision {
  language: LanguageCode;
  banner?: Banner | undefined;
  footer?: CurrentFooter | undefined;
  navbar?: Navbar | undefined;
}
/** An item of a tab's menu. */
export interface NavigationMenuItem extends NavigationDivision { item: string }

/** The child lists any navigation level may hold, resolved lazily since levels nest in each other. */
export function containerShape() {
  return {
    pages: described(z.optional(z.array(CurrentNavigationEntrySchema)), 'Page paths, OpenAPI endpoints, or groups'),
    groups: described(z.optional(z.array(CurrentNavigationGroupSchema)), 'Groups of pages'),
    tabs: described(z.optional(z.array(z.lazy(() => NavigationTabSchema))), 'Tabs of the top bar'),
    anchors: described(z.optional(z.array(z.lazy(() => NavigationAnchorSchema))), 'Anchors at the top of the sidebar'),
    dropdowns: described(z.optional(z.array(z.lazy(() => NavigationDropdownSchema))), 'Entries of the dropdown menu at the top of the sidebar'),
    products: described(z.optional(z.array(z.lazy(() => NavigationProductSchema))), 'Products of the product switcher'),
    versions: described(z.optional(z.array(z.lazy(() => NavigationVersionSchema))), 'Versions of the version picker'),
    languages: described(z.optional(z.array(z.lazy(() => NavigationLanguageSchema))), 'Languages of the language picker'),
    menu: described(z.optional(z.array(z.lazy(() => NavigationMenuItemSchema))), 'Items of a tab menu'),
    openapi: z.optional(ApiSourceSchema),
    asyncapi: z.optional(ApiSourceSchema),
    directory: z.optional(DirectorySchema),
  };
}

/** The fields of a division: its name key, how it shows, and its children. */
function divisionShape<K extends string>(key: K, label: string) {
  return {
    [key]: described(z.string(), label),
    ...containerShape(),
    icon: z.optional(NavigationIconSchema),
    iconType: z.optional(IconTypeNameSchema),
    hidden: described(z.optional(z.boolean()), 'Hides the entry from the navigation'),
    href: described(z.optional(ruleString('link')), 'External link (or path) the entry leads to, in place of pages'),
    description: described(z.optional(z.string()), 'Description shown under the name'),
    color: described(z.optional(LightDarkColorSchema), 'Colors of the entry in light and dark mode'),
    default: described(z.optional(z.boolean()), 'Whether this entry is the one shown first'),
    tag: described(z.optional(z.string()), 'Label shown beside the name, such as `Beta`'),
  } as ReturnType<typeof containerShape> & Record<K, z.ZodMiniString>;
}

/**
 * A division of a kind, keyed by its name field (`tab`, `anchor`…). Typed by the interface above rather than
 * inferred: the levels nest in each other through lazy schemas, which TypeScript cannot infer in a cycle.
 */
function division<T>(key: string, label: string, description: string, id: string): z.ZodMiniType<T> {
  return described(z.object(divisionShape(key, label)), description, { id }) as unknown as z.ZodMiniType<T>;
}

/** One of `tabs`. */
export const NavigationTabSchema = division<NavigationTab>('tab', 'Tab name', 'A tab of the top bar, with its own pages or an external link', 'NavigationTab');
/** One of `anchors`. */
export const NavigationAnchorSchema = division<NavigationAnchor>('anchor', 'Anchor name', 'An anchor at the top of the sidebar, with its own pages or an external link', 'NavigationAnchor');
/** One of `dropdowns`. */
export const NavigationDropdownSchema = division<NavigationDropdown>('dropdown', 'Dropdown entry name', 'An entry of the sidebar dropdown, with its own pages or an external link', 'NavigationDropdown');
/** One of `products`. */
export const NavigationProductSchema = division<NavigationProduct>('product', 'Product name', 'A product of the product switcher, with its own pages', 'NavigationProduct');
/** One of `versions`. */
export const NavigationVersionSchema = division<NavigationVersion>('version', 'Version name', 'A version of the version picker, with its own pages', 'NavigationVersion');
/** One of a tab's `menu`. */
export const NavigationMenuItemSchema = division<NavigationMenuItem>('item', 'Menu item name', 'An item of a tab menu, with its own pages or an external link', 'NavigationMenuItem');
/** One of `languages`: a language code, its pages, and its own banner, footer and navbar. */
export const NavigationLanguageSchema = described(
  z.object({
    ...divisionShape('language', 'Language code'),
    language: described(z.enum(languageCodes), 'Language code, such as `en` or `pt-BR`'),
    banner: z.optional(BannerSchema),
    footer: z.optional(CurrentFooterSchema),
    navbar: z.optional(NavbarSchema),
  }),
  'A language of the language picker, with its own pages',
  { id: 'NavigationLanguage' },
) as unknown as z.ZodMiniType<NavigationLanguage>;
