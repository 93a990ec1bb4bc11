import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `markdown`: what the Markdown exports of pages (`page.md`, `llms.txt`, `llms-full.txt`) carry. */
export const MarkdownSchema = described(
  z.object({
    instructions: described(z.optional(z.union([z.string(), z.array(z.string())])), 'Guidance for AI agents, shown as an "Agent Instructions" block in every page\'s Markdown, llms.txt and llms-full.txt; an array is joined with line breaks'),
    schema: described(z.optional(z.boolean()), 'Whether the Markdown of API reference pages includes the OpenAPI specification; default true'),
  }),
  'Markdown export settings',
);

/** `markdown` as parsed. */
export type MarkdownSettings = z.output<typeof MarkdownSchema>;
