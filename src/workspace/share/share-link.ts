import type { FileContent } from '../project-files.ts';
import { crc32 } from '../zip/crc32.ts';
import { packFragment, unpackFragment } from '../../core/encoding/fragment-bytes.ts';
import { damagedLink, ShareCode, ShareError } from './share-error.ts';
import { readShareHeader } from './share-header.ts';
import type { ShareHeader, SharedRepo } from './share-header.ts';

// A share link carries a project in the URL fragment, which browsers never send to a server:
// `#share=v1.` then base64url of the deflated container. The container is a CRC-32 of the rest
// (4 bytes), the header's length (4 bytes), the header (JSON: kind, name, page, repository, file
// list) and the files' bytes one after another, so images go in as bytes, not as base64 text.
// The header has no field for a token, a remembered credential or an author: there is nowhere
// for them to go. The version comes first, so a link made today opens in later versions.

/** The start of a share link's fragment (without `#`); the validation page's `#v1:` is another format. */
export const SHARE_PREFIX = 'share=';
/** The format version this build writes; it reads this one and refuses later ones by name. */
export const SHARE_VERSION = 1;
/** The most bytes a link may unpack to: far above what a browser carries in a URL, far below a bomb's aim. */
export const maxShareUnpacked = 64 * 1024 * 1024;
/** A link longer than this may be cut off by chat tools and e-mail (many stop near 8 KB). */
export const chatLinkLimit = 8 * 1024;
/** A link longer than this is refused or cut off by browsers (Chromium's limit is 2 MB). */
export const browserLinkLimit = 2 * 1024 * 1024;

export type { SharedRepo } from './share-header.ts';

/** What a link holds: a whole project, or a repository plus the changes made since its commit. */
export type SharedProject = SharedCommon & ({ readonly kind: 'project'; readonly files: ReadonlyMap<string, FileContent> } | { readonly kind: 'repo'; readonly repo: SharedRepo; readonly changed: ReadonlyMap<string, FileContent>; readonly deleted: readonly string[] });

/** What every link may say beside its files. */
export interface SharedCommon {
  /** The workspace name suggested to whoever opens it. */
  readonly name?: string;
  /** The project file the link opens at (the page the sender's preview showed). */
  readonly page?: string;
  /** Open the copy read-only. */
  readonly readOnly?: true;
}

/** Options of encodeShareFragment. */
export interface ShareOptions {
  /** Put binary files (images and other bytes) in the link; default true. Left out, they are listed in `omitted`. */
  readonly includeBinaries?: boolean;
}

/** An encoded link fragment, its length and the files left out of it. */
export interface EncodedShare {
  /** The fragment without `#`: `share=v1.…`. */
  readonly fragment: string;
  /** Binary files left out (includeBinaries false), sorted. */
  readonly omitted: readonly string[];
}

/** Whether a link of `length` characters is carried reliably: by chat tools, by browsers only, or by neither. */
export function linkReach(length: number): 'everywhere' | 'browsers' | 'none' {
  return length > browserLinkLimit ? 'none' : length > chatLinkLimit ? 'browsers' : 'everywhere';
}

/** Whether a URL fragment (with or without `#`) is a share link of any version. */
export function isShareFragment(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(SHARE_PREFIX);
}

/**
 * The fragment that carries `project` (see the format above).
 * @param options.includeBinaries put binary files in (default true)
 */
export function encodeShareFragment(project: SharedProject, options: ShareOptions = {}): EncodedShare {
  const includeBinaries = options.includeBinaries ?? true;
  const source = project.kind === 'project' ? project.files : project.changed;
  const omitted: string[] = [];
  const entries: [string, Uint8Array, boolean][] = [];
  for (const path of [...source.keys()].sort()) {
    const content = source.get(path) ?? '';
    if (typeof content !== 'string' && !includeBinaries) omitted.push(path);
    else entries.push([path, typeof content === 'string' ? new TextEncoder().encode(content) : content, typeof content !== 'string']);
  }
  const header: ShareHeader = {
    kind: project.kind,
    ...(project.name !== undefined ? { name: project.name } : {}),
    ...(project.page !== undefined ? { page: project.page } : {}),
    ...(project.readOnly ? { readOnly: true as const } : {}),
    ...(project.kind === 'repo' ? { repo: project.repo, deleted: [...project.deleted].sort() } : {}),
    files: entries.map(([path, bytes, binary]) => (binary ? [path, bytes.length, 'b'] : [path, bytes.length])),
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const bodyLength = entries.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  const container = new Uint8Array(8 + headerBytes.length + bodyLength);
  const view = new DataView(container.buffer);
  view.setUint32(4, headerBytes.length);
  container.set(headerBytes, 8);
  let at = 8 + headerBytes.length;
  for (const [, bytes] of entries) {
    container.set(bytes, at);
    at += bytes.length;
  }
  view.setUint32(0, crc32(container.subarray(4)));
  return { fragment: `${SHARE_PREFIX}v${SHARE_VERSION}.${packFragment(container)}`, omitted };
}

/**
 * What a share link's fragment (with or without `#`) holds; undefined when it is no share link.
 * Throws ShareError: `share/damaged` (cut off, changed), `share/future-version`, `share/too-large`
 * (unpacks past maxShareUnpacked, too many files), `share/unsafe` (a path outside the project, a URL with credentials).
 */
export function decodeShareFragment(hash: string): SharedProject | undefined {
  const text = hash.replace(/^#/, '');
  if (!text.startsWith(SHARE_PREFIX)) return undefined;
  const match = /^v(\d{1,6})\.(.*)$/s.exec(text.slice(SHARE_PREFIX.length));
  if (!match) throw damagedLink('no version');
  const version = Number(match[1]);
  if (version > SHARE_VERSION) {
    throw new ShareError(ShareCode.futureVersion, `This share link was made by a newer version of Quire (format ${version}; this one reads format ${SHARE_VERSION}), so it cannot be opened here. Reload the page to get the newest Quire, then open the link again.`, { version });
  }
  if (version !== SHARE_VERSION) throw damagedLink(`unknown version ${version}`);
  const container = unpackFragment(match[2] ?? '', maxShareUnpacked, () => new ShareError(ShareCode.tooLarge, `This share link unpacks to more than ${maxShareUnpacked / 1024 / 1024} MB, more than any link can carry from a real project, so it was not opened.`, { limit: maxShareUnpacked }));
  if (!container || container.length < 8) throw damagedLink('not deflate data');
  const view = new DataView(container.buffer, container.byteOffset, container.byteLength);
  if (view.getUint32(0) !== crc32(container.subarray(4))) throw damagedLink('checksum');
  const headerLength = view.getUint32(4);
  if (8 + headerLength > container.length) throw damagedLink('header length');
  const header = readShareHeader(container.subarray(8, 8 + headerLength), container.length - 8 - headerLength);
  const files = new Map<string, FileContent>();
  let at = 8 + headerLength;
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  for (const [path, size, binary] of header.files) {
    const bytes = container.slice(at, at + size);
    at += size;
    try {
      files.set(path, binary ? bytes : utf8.decode(bytes));
    } catch {
      throw damagedLink(`${path} is not UTF-8`);
    }
  }
  const common: SharedCommon = { ...(header.name !== undefined ? { name: header.name } : {}), ...(header.page !== undefined ? { page: header.page } : {}), ...(header.readOnly ? { readOnly: true as const } : {}) };
  if (header.kind === 'project') return { kind: 'project', ...common, files };
  if (!header.repo) throw damagedLink('repository missing');
  return { kind: 'repo', ...common, repo: header.repo, changed: files, deleted: header.deleted ?? [] };
}

/** The address of a share link: `base` (the app's address; its own fragment dropped) with the fragment. */
export function shareUrl(base: string, fragment: string): string {
  const hash = base.indexOf('#');
  return `${hash < 0 ? base : base.slice(0, hash)}#${fragment}`;
}
