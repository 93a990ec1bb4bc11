import * as z from 'zod/mini';
import { described } from '../described.ts';
import { PagePathSchema } from '../navigation-schema.ts';
import type { NavigationIcon } from './icon-schema.ts';
import { IconTypeNameSchema, NavigationIconSchema } from './icon-schema.ts';
import type { ApiSource } from './openapi-source-schema.ts';
import { ApiSourceSchema } from './openapi-source-schema.ts';

/** How a group's root page lists its children. */
export const DirectorySchema = described(z.enum(['none', 'accordion', 'card']), 'Listing of child pages on group root pages, inherited by descendants; default `none`');

/** A group of the current navigation as parsed; `pages` may hold nested groups. */
export interface CurrentNavigationGroup {
  group: string;
  icon?: NavigationIcon | undefined;
  iconType?: z.output<typeof IconTypeNameSchema> | undefined;
  hidden?: boolean | undefined;
  root?: string | undefined;
  tag?: string | undefined;
  expanded?: boolean | undefined;
  openapi?: ApiSource | undefined;
  asyncapi?: ApiSource | undefined;
  directory?: z.output<typeof DirectorySchema> | undefined;
  pages?: CurrentNavigationEntry[] | undefined;
}

/** A page path (or an OpenAPI endpoint such as `GET /users`) or a nested group. */
export type CurrentNavigationEntry = string | CurrentNavigationGroup;

/** A group: a labelled section of the sidebar, nesting to any depth. */
export const CurrentNavigationGroupSchema: z.ZodMiniType<CurrentNavigationGroup> = described(
  z.object({
    group: described(z.string(), 'Group name shown in the sidebar'),
    icon: z.optional(NavigationIconSchema),
    iconType: z.optional(IconTypeNameSchema),
    hidden: described(z.optional(z.boolean()), 'Hides the group from the navigation; its pages stay reachable'),
    root: described(z.optional(PagePathSchema), 'Page opened by a click on the group title'),
    tag: described(z.optional(z.string()), 'Label shown beside the group name, such as `NEW`'),
    expanded: described(z.optional(z.boolean()), 'Whether a nested group starts expanded; default collapsed'),
    openapi: z.optional(ApiSourceSchema),
    asyncapi: z.optional(ApiSourceSchema),
    directory: z.optional(DirectorySchema),
    pages: described(z.optional(z.array(z.lazy(() => CurrentNavigationEntrySchema))), 'Page paths, OpenAPI endpoints, or nested groups'),
  }),
  'A group of pages; `pages` may hold nested groups',
  { id: 'CurrentNavigationGroup' },
);

/** One entry of `pages`: a page path or a nested group. */
export const CurrentNavigationEntrySchema: z.ZodMiniType<CurrentNavigationEntry> = described(
  z.union([PagePathSchema, CurrentNavigationGroupSchema]),
  'A page path, an OpenAPI endpoint such as `GET /users`, or a nested group',
  { id: 'CurrentNavigationEntry' },
);
