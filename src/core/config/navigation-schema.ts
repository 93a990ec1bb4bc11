import * as z from 'zod/mini';
import { described } from './described.ts';
import { ruleString } from './string-rules.ts';

/** A page reference: a project-relative path without extension, such as `guides/setup`. */
export const PagePathSchema = described(ruleString('page-path'), 'Relative path of a Markdown file that serves as a page, without extension');

/** A navigation group; its pages may contain nested groups to any depth. */
export const NavigationGroupSchema = described(
  z.object({
    group: described(z.string(), 'Group name'),
    version: described(z.optional(z.string()), 'Shows the group only under that docs version (one of `versions`)'),
    get pages(): z.ZodMiniArray<z.ZodMiniUnion<readonly [typeof PagePathSchema, typeof NavigationGroupSchema]>> {
      return described(z.array(z.union([PagePathSchema, NavigationGroupSchema])), 'Relative paths of the Markdown files that serve as pages, or nested groups');
    },
  }),
  'A group of pages; `pages` may hold nested groups',
  { id: 'NavigationGroup' },
);

/** One entry of a group's `pages`: a page path or a nested group. */
export const NavigationEntrySchema = z.union([PagePathSchema, NavigationGroupSchema]);

/** `navigation`: the groups with the pages in each group. */
export const NavigationSchema = described(z.array(NavigationGroupSchema), 'Groups with the pages in each group');

/** A navigation group as parsed. */
export interface NavigationGroup {
  group: string;
  pages: NavigationEntry[];
  /** The docs version the group belongs to: it shows only under that version (one of `versions`). */
  version?: string | undefined;
  /**
   * Keeps the group's pages out of the sidebar and the previous/next links; they are still built. The
   * spec format has no such key: only a current-format config's `hidden` groups set it (see toSiteConfig).
   */
  hidden?: boolean;
}
/** A page path or a nested group. */
export type NavigationEntry = string | NavigationGroup;
