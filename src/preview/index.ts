// The host side of the preview: what the app uses to drive the sandboxed preview page. The zod
// parsers of protocol.ts are not exported here: what the app loads before its first preview checks
// messages with the guards of preview-message-guard.ts.
export type { HostMessage, PreviewAsset, PreviewMessage, PreviewScroll } from './protocol.ts';
export { CONNECT_MESSAGE, HELLO_MESSAGE } from './protocol-constants.ts';
export type { HandshakeActions, HandshakeClock, HelloOutcome } from './preview-handshake.ts';
export { PreviewHandshake } from './preview-handshake.ts';
export { newPreviewNonce, nonceFromFragment, previewDocumentUrl } from './preview-nonce.ts';
export type { PreviewHost, PreviewListener, PreviewPort } from './preview-host.ts';
export { createPreviewHost } from './preview-host.ts';
export { PREVIEW_SANDBOX } from './sandbox.ts';
export { ASSET_PREFIX } from './runtime/asset-urls.ts';
