import { z } from 'zod';
import { ruleString } from './string-rules.ts';

/** A page reference: a project-relative path without extension, such as `guides/setup`. */
export const PagePathSchema = ruleString('page-path').describe('Relative path of a Markdown file that serves as a page, without extension');

/** A navigation group; its pages may contain nested groups to any depth. */
export const NavigationGroupSchema = z.object({
  group: z.string().describe('Group name'),
  get pages(): z.ZodArray<z.ZodUnion<readonly [typeof PagePathSchema, typeof NavigationGroupSchema]>> {
    return z.array(z.union([PagePathSchema, NavigationGroupSchema])).describe('Relative paths of the Markdown files that serve as pages, or nested groups');
  },
}).meta({ id: 'NavigationGroup', description: 'A group of pages; `pages` may hold nested groups' });

/** One entry of a group's `pages`: a page path or a nested group. */
export const NavigationEntrySchema = z.union([PagePathSchema, NavigationGroupSchema]);

/** `navigation`: the groups with the pages in each group. */
export const NavigationSchema = z.array(NavigationGroupSchema).describe('Groups with the pages in each group');

/** A navigation group as parsed. */
export interface NavigationGroup {
  group: string;
  pages: NavigationEntry[];
}
/** A page path or a nested group. */
export type NavigationEntry = string | NavigationGroup;
