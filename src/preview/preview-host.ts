import { parsePreviewMessage } from './protocol.ts';
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
 * counted in `rejected` (the preview is untrusted).
 */
export function createPreviewHost(port: PreviewPort, listener: PreviewListener, onRejected: (data: unknown) => void = () => {}): PreviewHost {
  port.onmessage = (event: MessageEvent) => {
    const message = parsePreviewMessage(event.data);
    if (message) listener(message);
    else onRejected(event.data);
  };
  const send = (message: HostMessage, transfer?: Transferable[]) => port.postMessage(message, transfer);
  return {
    sendAssets: (assets, removed, replace) => send({ type: 'assets', assets: [...assets], removed: [...removed], replace }),
    setTheme: (mode) => send({ type: 'set-theme', mode }),
    sendApiResult: (id, result) => send({ type: 'api-response', id, result }),
    sendApiCredentials: (origin, credentials) => send({ type: 'api-credentials', origin, credentials }),
    sendCopyResult: (ok) => send({ type: 'copy-page-result', ok }),
    close: () => {
      port.onmessage = null;
      port.close();
    },
  };
}
