import * as z from 'zod/mini';
import { described } from '../described.ts';
import type { NavigationContainer } from './navigation-level-schema.ts';
import {
  containerShape,
  NavigationAnchorSchema,
  NavigationDropdownSchema,
  NavigationLanguageSchema,
  NavigationProductSchema,
  NavigationTabSchema,
  NavigationVersionSchema,
} from './navigation-level-schema.ts';

/** `navigation.global`: links shown on every page, whatever section is open. */
export const GlobalNavigationSchema = described(
  z.object({
    tabs: described(z.optional(z.array(NavigationTabSchema)), 'Tabs shown on every page'),
    anchors: described(z.optional(z.array(NavigationAnchorSchema)), 'Anchors shown on every page'),
    dropdowns: described(z.optional(z.array(NavigationDropdownSchema)), 'Dropdown entries shown on every page'),
    products: described(z.optional(z.array(NavigationProductSchema)), 'Products shown on every page'),
    versions: described(z.optional(z.array(NavigationVersionSchema)), 'Versions shown on every page'),
    languages: described(z.optional(z.array(NavigationLanguageSchema)), 'Languages shown on every page'),
  }),
  'Navigation entries shown on every page and in every language',
);

/** `navigation.global` as parsed. */
export type GlobalNavigation = Pick<NavigationContainer, 'tabs' | 'anchors' | 'dropdowns' | 'products' | 'versions' | 'languages'>;

/** `navigation` in the current format as parsed: one primary pattern at the root, nesting others. */
export interface CurrentNavigation extends NavigationContainer {
  global?: GlobalNavigation | undefined;
}

/** `navigation` in the current format: an object of pages, groups, tabs, anchors, dropdowns, products, versions or languages. */
export const CurrentNavigationSchema: z.ZodMiniType<CurrentNavigation> = described(
  z.object({ ...containerShape(), global: z.optional(GlobalNavigationSchema) }),
  'The navigation: pages, groups, tabs, anchors, dropdowns, products, versions or languages, nested in each other',
);
