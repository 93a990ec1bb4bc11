import * as z from 'zod/mini';
import { AnchorSchema } from './anchor-schema.ts';
import { ApiSchema } from './api-schema.ts';
import { ColorsSchema } from './colors-schema.ts';
import { described } from './described.ts';
import { FeedbackSchema } from './feedback-schema.ts';
import { FooterSocialsSchema } from './footer-socials-schema.ts';
import { LogoSchema } from './logo-schema.ts';
import { ModeToggleSchema } from './mode-toggle-schema.ts';
import { NavigationSchema } from './navigation-schema.ts';
import { OpenApiSchema } from './openapi-schema.ts';
import { RedirectsSchema } from './current/redirect-schema.ts';
import { TabSchema } from './tab-schema.ts';
import { TopAnchorSchema } from './top-anchor-schema.ts';
import { TopbarCtaButtonSchema } from './topbar-cta-button-schema.ts';
import { TopbarLinkSchema } from './topbar-link-schema.ts';
import type { CurrentConfig } from './current/current-config-schema.ts';

// The platform also accepts `{ "name": "v2", "url": "…" }` entries; the dropdown shows the name (the url is not followed yet).
const VersionSchema = z.pipe(
  z.union([z.string(), z.object({ name: described(z.string(), 'Version name'), url: described(z.optional(z.string()), 'Where the version lives') })]),
  z.transform((v) => (typeof v === 'string' ? v : v.name)),
);

/**
 * The whole docs.json object. Objects whose fields all have defaults (`topAnchor`, `feedback`,
 * `modeToggle`, `api`) are always present in the parsed config, so later stages read defaults
 * from one place instead of repeating them.
 */
export const DocsConfigSchema = described(
  z.object({
    // Not a setting: editors use it to find the JSON Schema, and real configs carry it.
    $schema: described(z.optional(z.string()), 'URL of the JSON Schema editors use for this file; ignored by the site'),
    name: described(z.string(), 'Project name, used for the global title'),
    navigation: NavigationSchema,
    logo: z.optional(LogoSchema),
    favicon: described(z.optional(z.string()), 'Path to the favicon image'),
    colors: described(z.optional(ColorsSchema), 'Global theme colors, as hex color codes'),
    topbarLinks: described(z.optional(z.array(TopbarLinkSchema)), 'Links shown in the top bar'),
    topbarCtaButton: z.optional(TopbarCtaButtonSchema),
    versions: described(z.optional(z.array(VersionSchema)), 'Version names; use only to show a version dropdown in the navigation bar'),
    anchors: described(z.optional(z.array(AnchorSchema)), 'Anchors (sidebar entries)'),
    topAnchor: z.prefault(TopAnchorSchema, {}),
    tabs: described(z.optional(z.array(TabSchema)), 'Navigational tabs'),
    api: z.prefault(ApiSchema, {}),
    openapi: z.optional(OpenApiSchema),
    footerSocials: z.optional(FooterSocialsSchema),
    feedback: z.prefault(FeedbackSchema, {}),
    modeToggle: z.prefault(ModeToggleSchema, {}),
    backgroundImage: described(z.optional(z.string()), 'Image displayed behind every page'),
    // Real spec-format configs carry it too, in the same shape as the current format's.
    redirects: z.optional(RedirectsSchema),
  }),
  'Configuration of a documentation site (docs.json)',
);

/**
 * A docs.json as parsed, with every documented default applied. A config mapped from the current
 * format (see toSiteConfig) also holds the config it was mapped from, which the site model reads the
 * navigation and the shell from: a field like the others, so a copy sent to another thread keeps it.
 */
export type DocsConfig = z.output<typeof DocsConfigSchema> & { currentSource?: CurrentConfig };
