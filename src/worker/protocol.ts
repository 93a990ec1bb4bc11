import * as z from 'zod/mini';
import { parseMessage } from '../core/protocol/parse-message.ts';
import { DiagnosticSchema } from '../core/protocol/diagnostic-schema.ts';
import { RenderBodySchema, RenderErrorSchema, RenderSchema } from '../core/protocol/page-feed-messages.ts';

// The messages between the app and the worker that runs core. Both directions are validated. The
// render events are the preview's page-feed messages and a diagnostic is core's Diagnostic: both
// are declared once, in core/protocol.

const FileContentSchema = z.union([z.string(), z.custom<Uint8Array>((value) => value instanceof Uint8Array)]);

/** Every request the app sends. */
export const WorkerRequestSchema = z.discriminatedUnion('type', [
  /**
   * Replaces the whole project (a workspace was opened). `assetPrefix` starts every asset URL the
   * renderer writes. `symlinks` are the project paths of the symbolic links the app did not read
   * (each a `project/symlink` warning, as the CLI gives); default none.
   */
  z.object({ type: z.literal('load'), files: z.array(z.tuple([z.string(), FileContentSchema])), assetPrefix: z.string(), symlinks: z.optional(z.array(z.string())) }),
  /** A file was created or changed (every keystroke). `seq` comes back with the render it causes. */
  z.object({ type: z.literal('set-file'), path: z.string(), content: FileContentSchema, seq: z.number() }),
  /** Files were deleted. */
  z.object({ type: z.literal('delete-files'), paths: z.array(z.string()) }),
  /**
   * Show a page: a site URL (`/quickstart#install`, `/` for the home page) or a project file
   * (`quickstart.mdx`). `seq` comes back with the render.
   */
  z.object({ type: z.literal('show'), target: z.string(), seq: z.number() }),
  /**
   * The port of the preview's page feed travels with this message: from now on rendered pages go
   * to it directly (and the shown page is sent again, whole).
   */
  z.object({ type: z.literal('attach-preview') }),
  /** The preview document that had the page feed is gone: the worker closes its end and sends nothing until the next `attach-preview`. */
  z.object({ type: z.literal('detach-preview') }),
  /**
   * The preview has painted the first page of the project loaded last: the project's whole check,
   * held until then (so that neither its code's download nor its work competes with that paint), starts.
   */
  z.object({ type: z.literal('preview-shown') }),
  /**
   * When project files were last committed (ISO dates), for `metadata.timestamp`: the app reads them
   * from the clone's history once the workspace is open, and sends the committed files' after a
   * commit. `replace`: these are all the dates (the others are forgotten); otherwise they are added.
   */
  z.object({ type: z.literal('set-commit-dates'), dates: z.array(z.tuple([z.string(), z.string()])), replace: z.boolean() }),
  /** The star count of the `topbarCtaButton` repository, when GitHub answered. */
  z.object({ type: z.literal('set-stars'), stars: z.optional(z.number()) }),
  /** The Markdown file of a page of the site (its navigation path), as `quire build` publishes it: the preview's "Copy page". `id` comes back with it. */
  z.object({ type: z.literal('page-markdown'), id: z.number(), page: z.string() }),
]);
export type WorkerRequest = z.infer<typeof WorkerRequestSchema>;

const SitePageSchema = z.object({ path: z.string(), file: z.string(), title: z.string() });
export type SitePageInfo = z.infer<typeof SitePageSchema>;

/** Every event the worker sends. */
export const WorkerEventSchema = z.discriminatedUnion('type', [
  /**
   * Every diagnostic of the project, sorted, replacing the previous set. `checkedLoad` counts the
   * `load` requests the worker had handled when it last checked the whole project (0: never), so the
   * app, counting the loads it sent, knows whether the project it sent last has been checked whole.
   * `cached`: these are the diagnostics kept from the last whole check of the same files (a reopened
   * project), shown while the project is checked again.
   */
  z.object({ type: z.literal('diagnostics'), diagnostics: z.readonly(z.array(DiagnosticSchema)), files: z.number(), strict: z.boolean(), checkedLoad: z.number(), cached: z.optional(z.literal(true)) }),
  /** The site's pages in navigation order, its home page, and the GitHub repository of a `github` call-to-action. */
  z.object({ type: z.literal('site'), pages: z.array(SitePageSchema), home: z.optional(z.string()), githubRepository: z.optional(z.string()) }),
  /** A rendered page (core/protocol/page-feed-messages.ts). The preview's feed gets it whole; the app gets it without `html`. */
  RenderSchema,
  /** Only the body of the shown page changed (the app gets it without `html`). */
  RenderBodySchema,
  /** The shown page does not render: the preview keeps the last good render and shows why. */
  RenderErrorSchema,
  /** A `show` target names nothing the site can show. */
  z.object({ type: z.literal('not-found'), seq: z.number(), target: z.string() }),
  /** Something in core threw, or (`loading`) a part of core loaded on demand did not load; the message says what. */
  z.object({ type: z.literal('failed'), message: z.string(), loading: z.optional(z.literal(true)) }),
  /** The answer to `page-markdown`: the page's Markdown file, or none when the page is not a page of the site. */
  z.object({ type: z.literal('page-markdown'), id: z.number(), markdown: z.optional(z.string()) }),
]);
export type WorkerEvent = z.infer<typeof WorkerEventSchema>;

/** Parses a request to the worker; undefined when it is not one. */
export function parseWorkerRequest(data: unknown): WorkerRequest | undefined {
  return parseMessage(WorkerRequestSchema, data);
}

/** Parses an event from the worker; undefined when it is not one. */
export function parseWorkerEvent(data: unknown): WorkerEvent | undefined {
  return parseMessage(WorkerEventSchema, data);
}
