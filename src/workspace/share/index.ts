// Share links: a project, or a cloned repository plus its changes, compressed into the URL fragment
// (never sent to a server), and read back with bounds and checks, as untrusted input.
export type { EncodedShare, SharedCommon, SharedProject, SharedRepo, ShareOptions } from './share-link.ts';
export { browserLinkLimit, chatLinkLimit, decodeShareFragment, encodeShareFragment, isShareFragment, linkReach, maxShareUnpacked, SHARE_PREFIX, SHARE_VERSION, shareUrl } from './share-link.ts';
export type { ShareErrorCode } from './share-error.ts';
export { ShareCode, ShareError } from './share-error.ts';
export { maxShareFiles } from './share-header.ts';
export { applySharedChanges } from './apply-shared-changes.ts';
export type { ClonedFrom } from './repo-share.ts';
export { repoShare } from './repo-share.ts';
