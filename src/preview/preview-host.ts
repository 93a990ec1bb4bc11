import { parsePreviewMessage } from './protocol.ts';
import type { HostMessage, PreviewAsset, PreviewMessage, PreviewScroll } from './protocol.ts';

/** The port the host talks to the preview through (a MessagePort, or a fake in tests). */
export interface PreviewPort {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** What the host hears from the preview, after validation. */
export type PreviewListener = (message: PreviewMessage) => void;

/** The host side of the preview protocol: typed sends, validated receives. */
export interface PreviewHost {
  render(seq: number, html: string, pageUrl: string, file: string, scroll: PreviewScroll): void;
  /** Shows an error banner over the last good render; no message hides it. */
  showError(message?: string, file?: string, line?: number): void;
  sendAssets(assets: readonly PreviewAsset[], removed: readonly string[], replace: boolean): void;
  setTheme(mode: 'light' | 'dark' | 'system'): void;
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
    render: (seq, html, pageUrl, file, scroll) => send({ type: 'render', seq, html, pageUrl, file, scroll }),
    showError: (message, file, line) => {
      const m: HostMessage = { type: 'error-banner' };
      send({ ...m, ...(message !== undefined && { message }), ...(file !== undefined && { file }), ...(line !== undefined && { line }) });
    },
    sendAssets: (assets, removed, replace) => send({ type: 'assets', assets: [...assets], removed: [...removed], replace }),
    setTheme: (mode) => send({ type: 'set-theme', mode }),
    close: () => {
      port.onmessage = null;
      port.close();
    },
  };
}
