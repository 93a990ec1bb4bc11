import * as z from 'zod/mini';
import { searchQueryMaxLength } from './search-query-limit.ts';

export { searchQueryMaxLength } from './search-query-limit.ts';

// The rendered pages the worker sends down the preview's page feed (a MessagePort the app hands
// over): declared once, for the worker that sends them (worker/protocol.ts) and the preview that
// validates them (preview/protocol.ts).

/** Where the preview should scroll after a render. */
export const ScrollSchema = z.union([z.literal('keep'), z.literal('top'), z.object({ anchor: z.string() })]);
export type PreviewScroll = z.infer<typeof ScrollSchema>;

/** A whole page. */
export const RenderSchema = z.object({
  type: z.literal('render'),
  /** Increases with every render; the preview echoes it back once the page is on screen. */
  seq: z.number(),
  /** The project file of the page ("Suggest edits" opens it). */
  file: z.string(),
  /** The page's site URL (`/quickstart`), used to resolve relative links. */
  pageUrl: z.string(),
  /** A whole HTML document as the renderer produced it; the preview morphs its DOM to match. The app gets the event without it (empty). */
  html: z.string(),
  scroll: ScrollSchema,
  /** How long the worker took to render it. */
  ms: z.number(),
});

/** Only the body of the shown page changed. */
export const RenderBodySchema = z.object({
  type: z.literal('render-body'),
  seq: z.number(),
  file: z.string(),
  /** The page body's HTML; it replaces the content of the page shown (its `.q-content` element). */
  html: z.string(),
  ms: z.number(),
});

/** The shown page does not render (its text does not parse, or the config is invalid): the preview keeps the last good render and shows why. */
export const RenderErrorSchema = z.object({
  type: z.literal('render-error'),
  seq: z.number(),
  /** The page that does not render; a banner over the last good render names it, its line and the message. */
  file: z.string(),
  line: z.optional(z.number()),
  message: z.string(),
});

/**
 * A link the reader followed leads, through a redirect of the config, to another site (an http(s)
 * URL): the preview opens it as it opens an external link the reader clicked.
 */
export const OpenExternalSchema = z.object({ type: z.literal('open-external'), url: z.string() });


/**
 * The preview's search dialog asks the worker, up the page feed, for the results of a query, among
 * the pages of the version and language the preview shows ('' for any); `id` comes back with the answer.
 */
export const SearchQuerySchema = z.object({ type: z.literal('search'), id: z.number(), query: z.string().check(z.maxLength(searchQueryMaxLength)), version: z.string(), language: z.string() });
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** One search result as the preview lists it: the page's title, the section's heading ('' for the page's top), a snippet, and the site URL it leads to. */
export const SearchResultSchema = z.object({ title: z.string(), heading: z.string(), snippet: z.string(), href: z.string() });
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** The worker's answer to a search query, down the page feed. */
export const SearchResultsSchema = z.object({ type: z.literal('search-results'), id: z.number(), results: z.array(SearchResultSchema) });

/** Every message the preview sends the worker up the page feed. */
export const FeedRequestSchema = z.discriminatedUnion('type', [SearchQuerySchema]);
export type FeedRequest = z.infer<typeof FeedRequestSchema>;
