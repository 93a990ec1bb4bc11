import * as z from 'zod/mini';
import { described } from '../described.ts';
import { AppearanceSchema } from './appearance-schema.ts';
import { BackgroundSchema } from './background-schema.ts';
import { BannerSchema } from './banner-schema.ts';
import { ContextualSchema } from './contextual-schema.ts';
import { CurrentApiSchema } from './current-api-schema.ts';
import { CurrentColorsSchema } from './current-colors-schema.ts';
import { CurrentFooterSchema } from './current-footer-schema.ts';
import { CurrentLogoSchema, FaviconSchema } from './current-logo-schema.ts';
import { CurrentNavigationSchema } from './current-navigation-schema.ts';
import { ErrorsSchema } from './errors-schema.ts';
import { FontsSchema } from './fonts-schema.ts';
import { IconsSchema } from './icon-schema.ts';
import { IntegrationsSchema } from './integrations-schema.ts';
import { InteractionSchema } from './interaction-schema.ts';
import { MarkdownSchema } from './markdown-schema.ts';
import { MetadataSchema } from './metadata-schema.ts';
import { NavbarSchema } from './navbar-schema.ts';
import { RedirectsSchema } from './redirect-schema.ts';
import { SearchSchema } from './search-schema.ts';
import { SeoSchema } from './seo-schema.ts';
import { StylingSchema } from './styling-schema.ts';
import { ThemeSchema } from './theme-schema.ts';
import { ThumbnailsSchema } from './thumbnails-schema.ts';
import { VariablesSchema } from './variables-schema.ts';

/**
 * The whole docs.json object in the current format. Objects whose fields all have defaults
 * (`appearance`, `icons`, `api`) are always present in the parsed config, so later stages read
 * defaults from one place.
 */
export const CurrentConfigSchema = described(
  z.object({
    // Not a setting: editors use it to find the JSON Schema, and real configs carry it.
    $schema: described(z.optional(z.string()), 'URL of the JSON Schema editors use for this file; ignored by the site'),
    theme: ThemeSchema,
    name: described(z.string(), 'Name of the project, organization or product'),
    description: described(z.optional(z.string()), 'Site description, for search engines and AI indexing'),
    colors: CurrentColorsSchema,
    navigation: CurrentNavigationSchema,
    logo: z.optional(CurrentLogoSchema),
    favicon: z.optional(FaviconSchema),
    appearance: z.prefault(AppearanceSchema, {}),
    background: z.optional(BackgroundSchema),
    fonts: z.optional(FontsSchema),
    icons: z.prefault(IconsSchema, {}),
    styling: z.optional(StylingSchema),
    thumbnails: z.optional(ThumbnailsSchema),
    navbar: z.optional(NavbarSchema),
    footer: z.optional(CurrentFooterSchema),
    banner: z.optional(BannerSchema),
    interaction: z.optional(InteractionSchema),
    contextual: z.optional(ContextualSchema),
    redirects: z.optional(RedirectsSchema),
    variables: z.optional(VariablesSchema),
    metadata: z.optional(MetadataSchema),
    errors: z.optional(ErrorsSchema),
    api: z.prefault(CurrentApiSchema, {}),
    seo: z.optional(SeoSchema),
    search: z.optional(SearchSchema),
    markdown: z.optional(MarkdownSchema),
    integrations: z.optional(IntegrationsSchema),
  }),
  'Configuration of a documentation site (docs.json), current format',
);

/** A current-format docs.json as parsed, with every documented default applied. */
export type CurrentConfig = z.output<typeof CurrentConfigSchema>;
