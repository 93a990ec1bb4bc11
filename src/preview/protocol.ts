import * as z from 'zod/mini';
import { parseMessage } from '../core/protocol/parse-message.ts';
import { ApiCredentialsRequestSchema, ApiCredentialsSchema, ApiRequestSchema, ApiResponseSchema } from '../core/protocol/api-playground-messages.ts';
import { OpenExternalSchema, RenderBodySchema, RenderErrorSchema, RenderSchema, SearchResultsSchema } from '../core/protocol/page-feed-messages.ts';
import { CONNECT_MESSAGE, copyPageMaxLength, HELLO_MESSAGE, NONCE_PATTERN } from './protocol-constants.ts';

export { CONNECT_MESSAGE, copyPageMaxLength, HELLO_MESSAGE } from './protocol-constants.ts';

// The messages between the app (host) and the sandboxed preview page. Both sides validate what
// they receive: the preview is untrusted, and the host is only reachable through a port it handed over.
//
// The preview listens on two ports: the app's (assets, theme; it sends its events back there) and
// the page feed, whose other end the app hands to the worker. Rendered pages travel on the feed
// straight from the worker, so a busy editor on the app's thread never delays the preview. The
// worker's render events and the preview's `render`, `render-body` and `render-error` are one
// declaration, in core (core/protocol/page-feed-messages.ts), which both sides import.

const AssetSchema = z.object({ path: z.string(), mime: z.string(), bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array) });

const AssetsSchema = z.object({
  type: z.literal('assets'),
  /** Replaces every asset when true; otherwise adds or updates the ones given. */
  replace: z.boolean(),
  assets: z.array(AssetSchema),
  removed: z.array(z.string()),
});

const SetThemeSchema = z.object({ type: z.literal('set-theme'), mode: z.union([z.literal('light'), z.literal('dark'), z.literal('system')]) });

/**
 * The reader chose "Copy page" in the contextual menu: the app asks the worker for the Markdown of the
 * page (its navigation path, which must be a page of the site) and writes it to the clipboard, which the
 * sandboxed preview cannot (the click's user activation reaches the app's document).
 */
export const CopyPageSchema = z.object({ type: z.literal('copy-page'), page: z.string().check(z.maxLength(copyPageMaxLength)) });

/** Whether the app copied the page (`copy-page`): the menu item shows it. */
const CopyPageResultSchema = z.object({ type: z.literal('copy-page-result'), ok: z.boolean() });

/** Every message the host sends to the preview. */
export const HostMessageSchema = z.discriminatedUnion('type', [RenderSchema, RenderBodySchema, RenderErrorSchema, OpenExternalSchema, SearchResultsSchema, AssetsSchema, SetThemeSchema, ApiResponseSchema, ApiCredentialsSchema, CopyPageResultSchema]);
export type HostMessage = z.infer<typeof HostMessageSchema>;
export type PreviewAsset = z.infer<typeof AssetSchema>;
export type { PreviewScroll } from '../core/protocol/page-feed-messages.ts';

/** Every message the preview sends to the host. */
export const PreviewMessageSchema = z.discriminatedUnion('type', [
  /** The runtime is listening on its port. */
  z.object({ type: z.literal('ready') }),
  /**
   * The render `seq` is on screen (DOM updated): `at` is when, as `performance.timeOrigin + now()`
   * of the preview (comparable across documents); `ms` is how long the DOM update took.
   */
  z.object({ type: z.literal('rendered'), seq: z.number(), ms: z.number(), at: z.number() }),
  /** The reader followed a link to another page of the site (a site URL, maybe with `#anchor`). */
  z.object({ type: z.literal('navigate'), href: z.string() }),
  /** The reader asked to edit a file ("suggest edit"); a project path. */
  z.object({ type: z.literal('open-file'), path: z.string() }),
  /** The reader changed the site's light/dark mode. */
  z.object({ type: z.literal('mode-changed'), mode: z.union([z.literal('light'), z.literal('dark')]) }),
  /** The reader pressed Send in an API playground: the app makes the request (the preview has no network). */
  ApiRequestSchema,
  /** The page's playground asks for the credentials the app remembers for these API origins. */
  ApiCredentialsRequestSchema,
  CopyPageSchema,
]);
export type PreviewMessage = z.infer<typeof PreviewMessageSchema>;

// The handshake, the only messages sent with window.postMessage. The preview document reads a
// nonce from its own URL (the app makes a new one for every document it puts in the frame) and,
// once loaded, says hello with it to its parent; the app answers that hello, and only that one,
// with the ports. A document the frame was navigated to does not know the nonce, so it never gets them.

/** A nonce as the app makes them (preview-nonce.ts): 128 random bits in hex. */
export const NonceSchema = z.string().check(z.regex(NONCE_PATTERN));

const HelloSchema = z.object({ type: z.literal(HELLO_MESSAGE), nonce: NonceSchema });
const ConnectSchema = z.object({ type: z.literal(CONNECT_MESSAGE), nonce: NonceSchema });

/** The nonce of a preview's hello; undefined when `data` is not one. */
export function parseHello(data: unknown): string | undefined {
  return parseMessage(HelloSchema, data)?.nonce;
}

/** The nonce of the app's connect message; undefined when `data` is not one. */
export function parseConnect(data: unknown): string | undefined {
  return parseMessage(ConnectSchema, data)?.nonce;
}

/** Parses a message from the preview; undefined when it is not one the host understands. */
export function parsePreviewMessage(data: unknown): PreviewMessage | undefined {
  return parseMessage(PreviewMessageSchema, data);
}

/** Parses a message from the host; undefined when it is not one the preview understands. */
export function parseHostMessage(data: unknown): HostMessage | undefined {
  return parseMessage(HostMessageSchema, data);
}
