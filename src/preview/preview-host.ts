import { isEarlyPreviewMessage, isLaterPreviewMessage } from './preview-message-guard.ts';
import type { ApiCredentials, ApiResult } from '../core/protocol/api-playground-messages.ts';
import type { HostMessage, PreviewAsset, PreviewMessage } from './protocol.ts';

/** The port the host talks to the preview through (a MessagePort, or a fake in tests). */
export interface PreviewPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** What the host hears from the preview, after validation. */
export type PreviewListener = (message: PreviewMessage) => void;

/** The host side of the preview protocol: typed sends, validated receives. Pages arrive on the feed from the worker. */
export interface PreviewHost {
  sendAssets(assets: readonly PreviewAsset[], removed: readonly string[], replace: boolean): void;
  setTheme(mode: 'light' | 'dark' | 'system'): void;
  /** Answers the preview's `api-request` `id`. */
  sendApiResult(id: number, result: ApiResult): void;
  /** Gives the preview the remembered credentials of an API origin. */
  sendApiCredentials(origin: string, credentials: ApiCredentials['credentials']): void;
  /** Tells the preview whether its `copy-page` was copied. */
  sendCopyResult(ok: boolean): void;
  close(): void;
}

/**
 * Wraps the port handed to the preview page. Messages that do not validate are dropped and
 * counted in `rejected` (the preview is untrusted). The messages a page sends as it is shown and read
 * are checked at once by hand-written guards that accept what PreviewMessageSchema does, so zod's code
 * is not on the way to the first preview; the API playground's are checked by that schema, loaded
 * with the first of them (so such a message reaches `listener` after messages that came later).
 */
export function createPreviewHost(port: PreviewPort, listener: PreviewListener, onRejected: (data: unknown) => void = () => {}): PreviewHost {
  let open = true;
  port.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (isEarlyPreviewMessage(data)) listener(data);
    else if (!isLaterPreviewMessage(data)) onRejected(data);
    else {
      // A part of the app that does not load (offline, a new deployment) leaves the request unanswered, as a closed host does.
      import('./protocol.ts').then(({ parsePreviewMessage }) => {
        if (!open) return;
        const message = parsePreviewMessage(data);
        if (message) listener(message);
        else onRejected(data);
      }, () => {});
    }
  };
  const send = (message: HostMessage, transfer?: Transferable[]) => port.postMessage(message, transfer);
  return {
    sendAssets: (assets, removed, replace) => send({ type: 'assets', assets: [...assets], removed: [...removed], replace }),
    setTheme: (mode) => send({ type: 'set-theme', mode }),
    sendApiResult: (id, result) => send({ type: 'api-response', id, result }),
    sendApiCredentials: (origin, credentials) => send({ type: 'api-credentials', origin, credentials }),
    sendCopyResult: (ok) => send({ type: 'copy-page-result', ok }),
    close: () => {
      open = false;
      port.onmessage = null;
      port.close();
    },
  };
}
