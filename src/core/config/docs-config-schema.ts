import { z } from 'zod';
import { AnchorSchema } from './anchor-schema.ts';
import { ApiSchema } from './api-schema.ts';
import { ColorsSchema } from './colors-schema.ts';
import { FeedbackSchema } from './feedback-schema.ts';
import { FooterSocialsSchema } from './footer-socials-schema.ts';
import { LogoSchema } from './logo-schema.ts';
import { ModeToggleSchema } from './mode-toggle-schema.ts';
import { NavigationSchema } from './navigation-schema.ts';
import { OpenApiSchema } from './openapi-schema.ts';
import { TabSchema } from './tab-schema.ts';
import { TopAnchorSchema } from './top-anchor-schema.ts';
import { TopbarCtaButtonSchema } from './topbar-cta-button-schema.ts';
import { TopbarLinkSchema } from './topbar-link-schema.ts';

/**
 * The whole docs.json object. Objects whose fields all have defaults (`topAnchor`, `feedback`,
 * `modeToggle`, `api`) are always present in the parsed config, so later stages read defaults
 * from one place instead of repeating them.
 */
export const DocsConfigSchema = z
  .object({
    // Not a setting: editors use it to find the JSON Schema, and real configs carry it.
    $schema: z.string().optional().describe('URL of the JSON Schema editors use for this file; ignored by the site'),
    name: z.string().describe('Project name, used for the global title'),
    navigation: NavigationSchema,
    logo: LogoSchema.optional(),
    favicon: z.string().optional().describe('Path to the favicon image'),
    colors: ColorsSchema.optional().describe('Global theme colors, as hex color codes'),
    topbarLinks: z.array(TopbarLinkSchema).optional().describe('Links shown in the top bar'),
    topbarCtaButton: TopbarCtaButtonSchema.optional(),
    versions: z.array(z.string()).optional().describe('Version names; use only to show a version dropdown in the navigation bar'),
    anchors: z.array(AnchorSchema).optional().describe('Anchors (sidebar entries)'),
    topAnchor: TopAnchorSchema.prefault({}),
    tabs: z.array(TabSchema).optional().describe('Navigational tabs'),
    api: ApiSchema.prefault({}),
    openapi: OpenApiSchema.optional(),
    footerSocials: FooterSocialsSchema.optional(),
    feedback: FeedbackSchema.prefault({}),
    modeToggle: ModeToggleSchema.prefault({}),
    backgroundImage: z.string().optional().describe('Image displayed behind every page'),
  })
  .describe('Configuration of a documentation site (docs.json)');

/** A docs.json as parsed, with every documented default applied. */
export type DocsConfig = z.output<typeof DocsConfigSchema>;
