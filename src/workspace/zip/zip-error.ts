import { QuireError } from '../../core/index.ts';

/** Why an entry of an import is refused. */
export type EntryProblem =
  /** A `..` segment: the entry would land outside the project. */
  | 'parent'
  /** An absolute path: `/x`, `\x`, `C:\x`, `C:x`, `\\server\share`. */
  | 'absolute'
  /** A symbolic link (Unix mode in the external attributes) or a Windows reparse point. */
  | 'link'
  /** A device, pipe, socket or other entry that is neither a file nor a folder. */
  | 'not-a-file'
  /** A name with control characters, or nothing but separators and dots. */
  | 'bad-name'
  /** The same path as an earlier entry, or a file where another entry needs a folder. */
  | 'duplicate';

/** One refused entry: its name as the archive or folder gave it, and why. */
export interface RefusedEntry {
  readonly name: string;
  readonly problem: EntryProblem;
}

/** The stable codes of ZipError. */
export const ZipCode = {
  /** Entries with `..`, absolute paths, links or other non-files; `entries` names each one. */
  unsafeEntries: 'zip/unsafe-entries',
  /** The files would take more than the limit (declared in the archive or found while inflating). */
  tooLarge: 'zip/too-large',
  /** An entry declares a compression ratio no real file has: a zip bomb. */
  ratio: 'zip/ratio-too-high',
  /** An entry inflates to more (or fewer) bytes than it declares: a zip bomb or a damaged archive. */
  sizeMismatch: 'zip/size-mismatch',
  /** More entries than an import takes. */
  tooManyEntries: 'zip/too-many-entries',
  /** Not a zip archive, or a damaged one (bad offsets, bad checksum, truncated data). */
  invalid: 'zip/invalid',
  /** An encrypted entry, or a compression method other than stored and deflate. */
  unsupported: 'zip/unsupported',
} as const;

/** A code of ZipError. */
export type ZipErrorCode = (typeof ZipCode)[keyof typeof ZipCode];

/**
 * An import refused as a whole, before anything is written: `code` says why, `entries` names the
 * entries concerned, `refused` says what is wrong with each unsafe one (`zip/unsafe-entries`), and
 * `data` holds the names and the figures (sizes, limit, ratio).
 */
export class ZipError extends QuireError {
  override readonly code: ZipErrorCode;
  readonly entries: readonly string[];
  readonly refused: readonly RefusedEntry[];

  constructor(code: ZipErrorCode, message: string, entries: readonly string[] = [], details: { readonly refused?: readonly RefusedEntry[]; readonly figures?: Readonly<Record<string, number>> } = {}) {
    super(code, message, { entries, ...details.figures });
    this.name = 'ZipError';
    this.code = code;
    this.entries = entries;
    this.refused = details.refused ?? [];
  }
}
