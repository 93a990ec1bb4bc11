import { entryPath } from '../zip/entry-path.ts';
import { damagedLink, ShareCode, ShareError } from './share-error.ts';

/** A repository as a link names it: where to clone from, at which commit, and the docs folder opened. */
export interface SharedRepo {
  /** The clone URL: https (http only to this machine), no user name, password, query or fragment. */
  readonly url: string;
  /** The branch the commit is on. */
  readonly ref: string;
  /** The commit the changes apply to (40 or 64 hex digits). */
  readonly commit: string;
  /** The docs folder opened as the project (no leading or trailing slash); absent for the whole repository. */
  readonly folder?: string;
  /** Read through this host's REST API (see src/workspace/provider); github.com and gitlab.com are known by their URL. */
  readonly provider?: 'github' | 'gitlab';
  /** The REST API's base URL (GitHub Enterprise, self-managed GitLab): https, http only to this machine. */
  readonly api?: string;
}

/** One file of a link: its project path, its byte length, and `b` when it is bytes rather than UTF-8 text. */
export type ShareFileEntry = readonly [path: string, size: number, binary?: 'b'];

/** The JSON header of a link's container; these fields and no others. */
export interface ShareHeader {
  readonly kind: 'project' | 'repo';
  readonly name?: string;
  readonly page?: string;
  /** The sender asks for the copy to open read-only (the receiver can still choose to edit). */
  readonly readOnly?: true;
  readonly repo?: SharedRepo;
  readonly deleted?: readonly string[];
  readonly files: readonly ShareFileEntry[];
}

/** The most files a link may hold (a real project's links hold a few hundred at most). */
export const maxShareFiles = 20_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A project path from a link, refused unless it is already in its plain form and outside `.git`. */
function safePath(value: unknown, what: string): string {
  if (typeof value !== 'string') throw damagedLink(`${what} is not a path`);
  const checked = entryPath(value);
  if (!('path' in checked) || checked.path !== value || value.split('/')[0] === '.git') {
    throw new ShareError(ShareCode.unsafe, `This share link names the file "${value}", which is not a path inside a project, so nothing was opened. Ask for a .zip of the project instead.`, { path: value });
  }
  return value;
}

/** The repository of a link: credentials or a query in its URL, a malformed commit, ref or folder are refused. */
function sharedRepo(value: unknown): SharedRepo {
  if (!isObject(value) || typeof value.url !== 'string' || typeof value.ref !== 'string' || typeof value.commit !== 'string') throw damagedLink('repository fields');
  let url: URL;
  try {
    url = new URL(value.url);
  } catch {
    throw damagedLink('repository URL');
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.username || url.password || url.search || url.hash || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) {
    throw new ShareError(ShareCode.unsafe, 'This share link names a repository by an address Quire does not clone from (only https, with no user name, token or query in it), so nothing was opened.', { url: `${url.protocol}//${url.host}${url.pathname}` });
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(value.commit) || value.ref.length > 255 || /[\u0000-\u0020\u007f~^:?*[\\]/.test(value.ref)) throw damagedLink('commit or ref');
  const folder = value.folder === undefined ? undefined : safePath(value.folder, 'folder');
  if (value.provider !== undefined && value.provider !== 'github' && value.provider !== 'gitlab') throw damagedLink('provider');
  if (value.api !== undefined && (typeof value.api !== 'string' || !isCloneUrl(value.api))) throw damagedLink('API base URL');
  return {
    url: value.url,
    ref: value.ref,
    commit: value.commit,
    ...(folder !== undefined ? { folder } : {}),
    ...(value.provider !== undefined ? { provider: value.provider } : {}),
    ...(typeof value.api === 'string' ? { api: value.api } : {}),
  };
}

/** An https URL (http only to this machine) with no credentials, query or fragment: what a link may name as a host. */
function isCloneUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  return !url.username && !url.password && !url.search && !url.hash && (url.protocol === 'https:' || (url.protocol === 'http:' && local));
}

/**
 * The header of a link's container, checked field by field: paths inside the project and each once,
 * sizes adding up to exactly `bodyLength`, at most maxShareFiles files. Throws ShareError.
 */
export function readShareHeader(bytes: Uint8Array, bodyLength: number): ShareHeader {
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw damagedLink('header is not JSON');
  }
  if (!isObject(raw) || (raw.kind !== 'project' && raw.kind !== 'repo') || !Array.isArray(raw.files)) throw damagedLink('header fields');
  if (raw.files.length > maxShareFiles) throw new ShareError(ShareCode.tooLarge, `This share link holds ${raw.files.length} files, more than the ${maxShareFiles} a link may hold, so it was not opened.`, { files: raw.files.length, limit: maxShareFiles });
  const seen = new Set<string>();
  let total = 0;
  const files: ShareFileEntry[] = raw.files.map((entry: unknown) => {
    if (!Array.isArray(entry) || typeof entry[1] !== 'number' || !Number.isSafeInteger(entry[1]) || entry[1] < 0 || (entry[2] !== undefined && entry[2] !== 'b')) throw damagedLink('file entry');
    const path = safePath(entry[0], 'file');
    if (seen.has(path)) throw damagedLink(`${path} twice`);
    seen.add(path);
    total += entry[1];
    return entry[2] === 'b' ? [path, entry[1], 'b'] : [path, entry[1]];
  });
  if (total !== bodyLength) throw damagedLink('sizes do not add up');
  if (raw.name !== undefined && typeof raw.name !== 'string') throw damagedLink('name');
  // eslint-disable-next-line no-control-regex -- a name is shown in the UI: no control characters
  const name = typeof raw.name === 'string' ? raw.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) : undefined;
  const page = raw.page === undefined ? undefined : safePath(raw.page, 'page');
  const repo = raw.kind === 'repo' ? sharedRepo(raw.repo) : undefined;
  if (raw.deleted !== undefined && !Array.isArray(raw.deleted)) throw damagedLink('deleted');
  const deleted = raw.kind === 'repo' && Array.isArray(raw.deleted) ? raw.deleted.map((path: unknown) => safePath(path, 'deleted file')) : undefined;
  if (raw.readOnly !== undefined && raw.readOnly !== true) throw damagedLink('readOnly');
  return { kind: raw.kind, ...(name ? { name } : {}), ...(page !== undefined ? { page } : {}), ...(raw.readOnly === true ? { readOnly: true as const } : {}), ...(repo ? { repo } : {}), ...(deleted ? { deleted } : {}), files };
}
