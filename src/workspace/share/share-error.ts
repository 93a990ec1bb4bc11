import { QuireError } from '../../core/index.ts';
import type { DiagnosticData } from '../../core/index.ts';

/** The stable codes of ShareError. */
export const ShareCode = {
  /** The link's data does not read back: cut off when it was copied, or changed by hand. */
  damaged: 'share/damaged',
  /** Made by a later version of Quire, whose format this one cannot read. */
  futureVersion: 'share/future-version',
  /** It unpacks to more than a share link ever holds (a deflate bomb), or holds too many files. */
  tooLarge: 'share/too-large',
  /** It names a path outside the project, a repository URL with credentials, or something else unsafe. */
  unsafe: 'share/unsafe',
} as const;

/** A code of ShareError. */
export type ShareErrorCode = (typeof ShareCode)[keyof typeof ShareCode];

/** A share link that cannot be opened; `message` says why and what to do, `data` holds the facts. */
export class ShareError extends QuireError {
  override readonly code: ShareErrorCode;

  constructor(code: ShareErrorCode, message: string, data?: DiagnosticData) {
    super(code, message, data);
    this.name = 'ShareError';
    this.code = code;
  }
}

/** The one message of a link that does not read back, whatever part of it is wrong. */
export function damagedLink(detail: string): ShareError {
  return new ShareError(
    ShareCode.damaged,
    'This share link is damaged or incomplete (it may have been cut off when it was copied), so nothing was opened and nothing stored was changed. Ask for the link again, or for a .zip of the project.',
    { detail },
  );
}
