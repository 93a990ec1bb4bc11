import { strToU8 } from 'fflate';
import { packFragment, unpackFragment } from '../core/encoding/fragment-bytes.ts';

// A validation's config travels in the URL fragment, which browsers never send to a server:
// `#v1:` then the UTF-8 text, deflated (fflate), in base64url. The version comes first so that
// links made today still open when the encoding changes.

/** The version this page writes; it reads this one only. */
export const shareVersion = 'v1';

/** The most text a link may unpack to (a fragment is small, deflate's ratio is not): 8 MiB. */
export const maxSharedBytes = 8 * 1024 * 1024;

/** Why a link's config could not be restored. */
export type ShareLinkCode = 'share/damaged' | 'share/future-version' | 'share/too-large';

/** A link that does not hold a config this page can restore; `message` says what to do. */
export class ShareLinkError extends Error {
  constructor(
    readonly code: ShareLinkCode,
    message: string,
  ) {
    super(message);
    this.name = 'ShareLinkError';
  }
}

/** The fragment (with its `#`) that holds `text`. */
export function encodeShareFragment(text: string): string {
  return `#${shareVersion}:${packFragment(strToU8(text))}`;
}

/**
 * The config text a fragment holds; undefined when the fragment is not a validation link at all (empty,
 * or not `#v<number>:`). Throws ShareLinkError when it is one that cannot be read: damaged or cut
 * off, made by a later version, or unpacking to more than maxSharedBytes.
 */
export function decodeShareFragment(hash: string): string | undefined {
  const match = /^#?v(\d+):(.*)$/s.exec(hash);
  if (!match) return undefined;
  if (`v${match[1]}` !== shareVersion) {
    throw new ShareLinkError('share/future-version', `This validation link was made by a newer version of Quire (format v${match[1]}), so this page cannot read it. Reload to get the newest version, or paste the docs.json here.`);
  }
  const damaged = () => new ShareLinkError('share/damaged', 'This validation link is damaged or incomplete (it may have been cut off when it was copied), so its docs.json could not be restored. Ask for the link again, or paste the docs.json here.');
  const text = unpackFragment(match[2] ?? '', maxSharedBytes, () => new ShareLinkError('share/too-large', `This validation link unpacks to more than ${maxSharedBytes / 1024 / 1024} MiB, more than a docs.json ever needs, so it was not opened.`));
  if (text === undefined) throw damaged();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    throw damaged();
  }
}
