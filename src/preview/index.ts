// The host side of the preview: what the app uses to drive the sandboxed preview page.
export type { HostMessage, PreviewAsset, PreviewMessage, PreviewScroll } from './protocol.ts';
export { CONNECT_MESSAGE, HELLO_MESSAGE, parseConnect, parseHello, parseHostMessage, parsePreviewMessage } from './protocol.ts';
export type { HandshakeActions, HandshakeClock, HelloOutcome } from './preview-handshake.ts';
export { PreviewHandshake } from './preview-handshake.ts';
export { newPreviewNonce, nonceFromFragment, previewDocumentUrl } from './preview-nonce.ts';
export type { PreviewHost, PreviewListener, PreviewPort } from './preview-host.ts';
export { createPreviewHost } from './preview-host.ts';
export { PREVIEW_SANDBOX } from './sandbox.ts';
export { ASSET_PREFIX } from './runtime/asset-urls.ts';
