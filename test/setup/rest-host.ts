import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A mock of GitHub's and GitLab's REST APIs on 127.0.0.1, over bare repositories that native git
// holds (created with git-server.ts's createRepo against `root`): every object the mock describes is a
// real git object, so ids, trees and commits are exactly what a host would serve. It follows the
// hosts' documented shapes for the calls Quire makes (GitHub: repos, git refs/commits/trees/blobs,
// pulls, the raw host; GitLab: projects, branches, commits with actions, repository tree with page
// headers, blobs, merge requests), with rate-limit headers, tokens, protected branches and CORS.

export interface RestHostOptions {
  /** Requests an hour without a token (GitHub's is 60); counted over the mock's life. */
  readonly anonymousLimit?: number;
  /** The token that authenticates (Bearer); a wrong one gets 401. */
  readonly token?: string;
  /** Repositories that need the token (404 without, as the hosts answer). */
  readonly privateRepos?: readonly string[];
  /** A token that reads but may not write (a write gets 403 naming the permission it lacks). */
  readonly readOnlyToken?: string;
  /** Branches that refuse direct updates. */
  readonly protectedBranches?: readonly string[];
}

export interface PullRecord {
  readonly repo: string;
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly head: string;
  readonly base: string;
}

export interface RestHost {
  readonly origin: string;
  /** Every request: method, path and whether it carried an Authorization header (never its value). */
  readonly requests: { method: string; path: string; auth: boolean }[];
  /** Pull and merge requests opened. */
  readonly pulls: PullRecord[];
  close(): Promise<void>;
}

const GIT_ENV = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

function git(cwd: string, args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
  return execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV, ...options.env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...(options.input !== undefined ? { input: options.input } : {}) });
}
function gitBytes(cwd: string, args: string[]): Buffer {
  return execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, maxBuffer: 256 * 1024 * 1024 });
}

interface Person {
  name: string;
  email: string;
  timestamp: number;
  offset: string;
}
interface RawCommit {
  tree: string;
  parents: string[];
  author: Person;
  committer: Person;
  message: string;
}

function parsePerson(line: string): Person {
  const m = /^(.*) <(.*)> (\d+) ([+-]\d{4})$/.exec(line);
  if (!m) throw new Error(`bad person line ${line}`);
  return { name: m[1] ?? '', email: m[2] ?? '', timestamp: Number(m[3]), offset: m[4] ?? '+0000' };
}

function readCommit(bare: string, sha: string): RawCommit {
  const text = git(bare, ['cat-file', 'commit', sha]);
  const end = text.indexOf('\n\n');
  const commit: RawCommit = { tree: '', parents: [], author: parsePerson('x <x> 0 +0000'), committer: parsePerson('x <x> 0 +0000'), message: text.slice(end + 2) };
  for (const line of text.slice(0, end).split('\n')) {
    const [key, ...rest] = line.split(' ');
    const value = rest.join(' ');
    if (key === 'tree') commit.tree = value;
    else if (key === 'parent') commit.parents.push(value);
    else if (key === 'author') commit.author = parsePerson(value);
    else if (key === 'committer') commit.committer = parsePerson(value);
  }
  return commit;
}

const utcIso = (p: Person) => new Date(p.timestamp * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
function offsetIso(p: Person): string {
  const sign = p.offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(p.offset.slice(1, 3)) * 60 + Number(p.offset.slice(3, 5)));
  return `${new Date((p.timestamp + minutes * 60) * 1000).toISOString().replace('Z', '')}${p.offset.slice(0, 3)}:${p.offset.slice(3)}`;
}
/** An ISO date (with `Z` or an offset) as git's raw date: `<seconds> <±hhmm>`. */
function rawDate(iso: string): string {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
  return `${Math.floor(Date.parse(iso) / 1000)} ${m ? `${m[1]}${m[2]}${m[3]}` : '+0000'}`;
}

function lsTree(bare: string, tree: string, recursive: boolean): { mode: string; type: string; sha: string; path: string }[] {
  const out = git(bare, ['ls-tree', '-z', ...(recursive ? ['-r', '-t'] : []), tree]);
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t') as [string, string];
      const [mode, type, sha] = meta.split(' ') as [string, string, string];
      return { mode, type, sha, path };
    });
}

/** A new tree: `base` with `changes` applied (a null sha deletes), through a temporary index. */
function treeWith(bare: string, base: string | undefined, changes: { path: string; mode: string; sha: string | null }[]): string {
  const tmp = mkdtempSync(join(tmpdir(), 'quire-rest-index-'));
  const env = { GIT_INDEX_FILE: join(tmp, 'index') };
  try {
    if (base) git(bare, ['read-tree', base], { env });
    for (const c of changes) {
      if (c.sha === null) git(bare, ['update-index', '--force-remove', c.path], { env });
      else git(bare, ['update-index', '--add', '--cacheinfo', `${c.mode},${c.sha},${c.path}`], { env });
    }
    return git(bare, ['write-tree'], { env }).trim();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function commitTree(bare: string, tree: string, parents: string[], message: string, author: { name: string; email: string; date: string }, committer: { name: string; email: string; date: string }): string {
  return git(bare, ['commit-tree', tree, ...parents.flatMap((p) => ['-p', p])], {
    input: message,
    env: { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_AUTHOR_DATE: author.date, GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email, GIT_COMMITTER_DATE: committer.date },
  }).trim();
}

/**
 * Every blob of a commit's tree by path, read once with one `git cat-file --batch` (a real host serves
 * files from a store, not a process per file: the mock must not be the slow side of a benchmark).
 */
function blobsAt(bare: string, commit: string, cache: Map<string, Map<string, Buffer>>): Map<string, Buffer> {
  const key = `${bare}\0${commit}`;
  const known = cache.get(key);
  if (known) return known;
  const entries = lsTree(bare, `${commit}^{tree}`, true).filter((e) => e.type === 'blob');
  const out = execFileSync('git', ['cat-file', '--batch'], { cwd: bare, input: entries.map((e) => e.sha).join('\n') + '\n', maxBuffer: 1024 * 1024 * 1024 });
  const files = new Map<string, Buffer>();
  let at = 0;
  for (const entry of entries) {
    const eol = out.indexOf(10, at);
    const size = Number(out.subarray(at, eol).toString('latin1').split(' ')[2]);
    files.set(entry.path, out.subarray(eol + 1, eol + 1 + size));
    at = eol + 1 + size + 1;
  }
  cache.set(key, files);
  return files;
}

const refOf = (bare: string, branch: string): string | undefined => {
  try {
    return git(bare, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]).trim() || undefined;
  } catch {
    return undefined;
  }
};

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

class Answer {
  constructor(
    readonly status: number,
    readonly json: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
const fail = (status: number, message: string) => new Answer(status, { message });

/** Starts the mock on 127.0.0.1 over the bare repositories in `root` (`<name>.git`). */
export async function startRestHost(root: string, options: RestHostOptions = {}): Promise<RestHost> {
  const requests: RestHost['requests'] = [];
  const pulls: PullRecord[] = [];
  let used = 0;
  const blobCache = new Map<string, Map<string, Buffer>>();
  let clock = Date.parse('2026-02-01T09:00:00Z') / 1000;
  const limit = options.anonymousLimit ?? 60;
  const reset = Math.floor(Date.parse('2026-12-01T00:00:00Z') / 1000);
  const bareOf = (name: string) => join(root, `${name}.git`);

  async function github(method: string, path: string, query: URLSearchParams, req: IncomingMessage, authed: boolean, readOnly: boolean): Promise<Answer | Buffer> {
    const m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    if (!m) return fail(404, 'Not Found');
    const [, owner, name, rest = ''] = m as unknown as [string, string, string, string | undefined];
    if (options.privateRepos?.includes(name) && !authed) return fail(404, 'Not Found');
    const bare = bareOf(name);
    try {
      git(bare, ['rev-parse', '--git-dir']);
    } catch {
      return fail(404, 'Not Found');
    }
    if (method === 'GET' && rest === '') return new Answer(200, { full_name: `${owner}/${name}`, default_branch: git(bare, ['symbolic-ref', '--short', 'HEAD']).trim(), private: Boolean(options.privateRepos?.includes(name)) });
    let r: RegExpExecArray | null;
    // An empty repository: GitHub answers its git database's calls with 409.
    if (rest.startsWith('/git/') && git(bare, ['for-each-ref', '--count=1']).trim() === '') return fail(409, 'Git Repository is empty.');
    if (method === 'GET' && (r = /^\/git\/ref\/heads\/(.+)$/.exec(rest))) {
      const sha = refOf(bare, decodeURIComponent(r[1] ?? ''));
      return sha ? new Answer(200, { ref: `refs/heads/${r[1]}`, object: { sha, type: 'commit' } }) : fail(404, 'Not Found');
    }
    if (method === 'GET' && (r = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest))) {
      const sha = r[1] as string;
      const c = readCommit(bare, sha);
      return new Answer(200, {
        sha,
        tree: { sha: c.tree },
        parents: c.parents.map((p) => ({ sha: p })),
        author: { name: c.author.name, email: c.author.email, date: utcIso(c.author) },
        committer: { name: c.committer.name, email: c.committer.email, date: utcIso(c.committer) },
        message: c.message.replace(/\n$/, ''),
        verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
      });
    }
    if (method === 'GET' && (r = /^\/git\/trees\/([0-9a-f]{40})$/.exec(rest))) {
      const entries = lsTree(bare, r[1] as string, query.get('recursive') === '1');
      return new Answer(200, { sha: r[1], truncated: false, tree: entries.map((e) => ({ path: e.path, mode: e.mode, type: e.type, sha: e.sha })) });
    }
    if (method === 'GET' && (r = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest))) {
      const bytes = gitBytes(bare, ['cat-file', 'blob', r[1] as string]);
      return new Answer(200, { sha: r[1], size: bytes.length, encoding: 'base64', content: bytes.toString('base64').replace(/(.{60})/g, '$1\n') });
    }
    if (!authed) return fail(401, 'Requires authentication');
    if (readOnly) return new Answer(403, { message: 'Resource not accessible by personal access token' }, { 'x-accepted-github-permissions': 'contents=write' });
    const input = await body(req);
    if (method === 'POST' && rest === '/git/blobs') {
      const sha = git(bare, ['hash-object', '-w', '--stdin'], { input: Buffer.from(String(input.content), 'base64') }).trim();
      return new Answer(201, { sha });
    }
    if (method === 'POST' && rest === '/git/trees') {
      const changes = (input.tree as { path: string; mode: string; sha: string | null }[]).map((e) => ({ path: e.path, mode: e.mode, sha: e.sha }));
      return new Answer(201, { sha: treeWith(bare, input.base_tree as string | undefined, changes) });
    }
    if (method === 'POST' && rest === '/git/commits') {
      const person = (p: unknown) => {
        const { name: n, email, date } = p as { name: string; email: string; date: string };
        return { name: n, email, date: rawDate(date) };
      };
      const sha = commitTree(bare, String(input.tree), input.parents as string[], String(input.message), person(input.author), person(input.committer ?? input.author));
      const c = readCommit(bare, sha);
      return new Answer(201, { sha, tree: { sha: c.tree }, parents: c.parents.map((p) => ({ sha: p })), author: { name: c.author.name, email: c.author.email, date: utcIso(c.author) }, committer: { name: c.committer.name, email: c.committer.email, date: utcIso(c.committer) }, message: c.message });
    }
    if (method === 'POST' && rest === '/git/refs') {
      const branch = String(input.ref).replace(/^refs\/heads\//, '');
      if (refOf(bare, branch)) return fail(422, 'Reference already exists');
      git(bare, ['update-ref', `refs/heads/${branch}`, String(input.sha)]);
      return new Answer(201, { ref: input.ref, object: { sha: input.sha, type: 'commit' } });
    }
    if (method === 'PATCH' && (r = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      const branch = decodeURIComponent(r[1] ?? '');
      const current = refOf(bare, branch);
      if (!current) return fail(422, 'Reference does not exist');
      if (options.protectedBranches?.includes(branch)) return fail(422, `Protected branch update failed for refs/heads/${branch}.`);
      const sha = String(input.sha);
      try {
        git(bare, ['merge-base', '--is-ancestor', current, sha]);
      } catch {
        if (!input.force) return fail(422, 'Update is not a fast forward');
      }
      git(bare, ['update-ref', `refs/heads/${branch}`, sha]);
      return new Answer(200, { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } });
    }
    if (method === 'POST' && rest === '/pulls') {
      const number = pulls.length + 1;
      pulls.push({ repo: `${owner}/${name}`, number, title: String(input.title), body: String(input.body ?? ''), head: String(input.head), base: String(input.base) });
      return new Answer(201, { number, html_url: `https://github.example/${owner}/${name}/pull/${number}`, state: 'open' });
    }
    return fail(404, 'Not Found');
  }

  async function gitlab(method: string, path: string, query: URLSearchParams, req: IncomingMessage, authed: boolean): Promise<Answer | Buffer | { json: unknown; headers: Record<string, string> }> {
    const m = /^\/projects\/([^/]+)(\/.*)?$/.exec(path);
    if (!m) return fail(404, '404 Not Found');
    const full = decodeURIComponent(m[1] ?? '');
    const rest = m[2] ?? '';
    const name = full.split('/').at(-1) ?? '';
    if (options.privateRepos?.includes(name) && !authed) return fail(404, '404 Project Not Found');
    const bare = bareOf(name);
    try {
      git(bare, ['rev-parse', '--git-dir']);
    } catch {
      return fail(404, '404 Project Not Found');
    }
    let r: RegExpExecArray | null;
    if (method === 'GET' && rest === '') return new Answer(200, { id: 7, path_with_namespace: full, default_branch: git(bare, ['symbolic-ref', '--short', 'HEAD']).trim(), web_url: `https://gitlab.example/${full}` });
    if (method === 'GET' && (r = /^\/repository\/branches\/(.+)$/.exec(rest))) {
      const branch = decodeURIComponent(r[1] ?? '');
      const sha = refOf(bare, branch);
      return sha ? new Answer(200, { name: branch, commit: { id: sha }, protected: Boolean(options.protectedBranches?.includes(branch)) }) : fail(404, '404 Branch Not Found');
    }
    if (method === 'GET' && (r = /^\/repository\/commits\/([0-9a-f]{40})$/.exec(rest))) {
      const sha = r[1] as string;
      const c = readCommit(bare, sha);
      return new Answer(200, gitlabCommit(sha, c));
    }
    if (method === 'GET' && rest === '/repository/tree') {
      const ref = query.get('ref') ?? 'HEAD';
      const sha = git(bare, ['rev-parse', `${ref}^{tree}`]).trim();
      const all = lsTree(bare, sha, query.get('recursive') === 'true');
      const perPage = Math.min(Number(query.get('per_page') ?? 20), 100);
      const page = Number(query.get('page') ?? 1);
      const rows = all.slice((page - 1) * perPage, page * perPage).map((e) => ({ id: e.sha, name: e.path.split('/').at(-1), type: e.type, path: e.path, mode: e.mode }));
      const next = page * perPage < all.length ? String(page + 1) : '';
      return { json: rows, headers: { 'x-page': String(page), 'x-per-page': String(perPage), 'x-next-page': next, 'x-total': String(all.length) } };
    }
    if (method === 'GET' && (r = /^\/repository\/blobs\/([0-9a-f]{40})\/raw$/.exec(rest))) return gitBytes(bare, ['cat-file', 'blob', r[1] as string]);
    if (!authed) return fail(401, '401 Unauthorized');
    const input = await body(req);
    if (method === 'POST' && rest === '/repository/commits') {
      const branch = String(input.branch);
      const current = refOf(bare, branch);
      if (current && options.protectedBranches?.includes(branch)) return fail(403, 'You are not allowed to push into this branch');
      const start = current ?? (input.start_sha as string | undefined) ?? (input.start_branch ? refOf(bare, String(input.start_branch)) : undefined);
      if (!start) return fail(400, 'You can only create or edit files when you are on a branch');
      const base = readCommit(bare, start).tree;
      const existing = new Set(lsTree(bare, base, true).map((e) => e.path));
      const changes: { path: string; mode: string; sha: string | null }[] = [];
      for (const a of input.actions as { action: string; file_path: string; previous_path?: string; content?: string; encoding?: string; execute_filemode?: boolean }[]) {
        if (a.action === 'create' && existing.has(a.file_path)) return fail(400, 'A file with this name already exists');
        if ((a.action === 'update' || a.action === 'delete') && !existing.has(a.file_path)) return fail(400, "A file with this name doesn't exist");
        if (a.action === 'move' && a.previous_path) changes.push({ path: a.previous_path, mode: '100644', sha: null });
        if (a.action === 'delete') changes.push({ path: a.file_path, mode: '100644', sha: null });
        else {
          const bytes = a.encoding === 'base64' ? Buffer.from(a.content ?? '', 'base64') : Buffer.from(a.content ?? '', 'utf8');
          changes.push({ path: a.file_path, mode: a.execute_filemode ? '100755' : '100644', sha: git(bare, ['hash-object', '-w', '--stdin'], { input: bytes }).trim() });
        }
      }
      clock += 60;
      const when = `${clock} +0100`;
      const sha = commitTree(bare, treeWith(bare, base, changes), [start], String(input.commit_message), { name: String(input.author_name), email: String(input.author_email), date: when }, { name: 'Mock User', email: 'mock@example.com', date: when });
      git(bare, ['update-ref', `refs/heads/${branch}`, sha]);
      return new Answer(201, gitlabCommit(sha, readCommit(bare, sha)));
    }
    if (method === 'POST' && rest === '/merge_requests') {
      const number = pulls.length + 1;
      pulls.push({ repo: full, number, title: String(input.title), body: String(input.description ?? ''), head: String(input.source_branch), base: String(input.target_branch) });
      return new Answer(201, { iid: number, web_url: `https://gitlab.example/${full}/-/merge_requests/${number}` });
    }
    return fail(404, '404 Not Found');
  }

  function gitlabCommit(sha: string, c: RawCommit) {
    return {
      id: sha,
      short_id: sha.slice(0, 8),
      parent_ids: c.parents,
      title: c.message.split('\n')[0],
      message: c.message,
      author_name: c.author.name,
      author_email: c.author.email,
      authored_date: offsetIso(c.author),
      committer_name: c.committer.name,
      committer_email: c.committer.email,
      committed_date: offsetIso(c.committer),
    };
  }

  const server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const auth = req.headers.authorization;
    requests.push({ method, path: url.pathname + url.search, auth: auth !== undefined });
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, accept');
    res.setHeader('Access-Control-Expose-Headers', 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, x-ratelimit-used, x-next-page, x-page, x-total, link');
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const send = (answer: Answer | Buffer | { json: unknown; headers: Record<string, string> }) => {
      if (Buffer.isBuffer(answer)) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(answer);
        return;
      }
      if (answer instanceof Answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.json));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.json));
    };
    void (async () => {
      const raw = /^\/raw\/([^/]+)\/([^/]+)\/([0-9a-f]{40})\/(.+)$/.exec(url.pathname);
      if (raw) {
        const [, , name, sha, file] = raw as unknown as [string, string, string, string, string];
        if (options.privateRepos?.includes(name)) return send(fail(404, 'Not Found'));
        try {
          const bytes = blobsAt(bareOf(name), sha, blobCache).get(decodeURIComponent(file));
          return send(bytes ?? fail(404, 'Not Found'));
        } catch {
          return send(fail(404, 'Not Found'));
        }
      }
      const bearer = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
      const readOnly = options.readOnlyToken !== undefined && bearer === options.readOnlyToken;
      if (auth !== undefined && bearer !== options.token && !readOnly) return send(fail(401, 'Bad credentials'));
      const authed = bearer !== undefined;
      const budget = authed ? 5000 : limit;
      if (!authed) used++;
      res.setHeader('x-ratelimit-limit', String(budget));
      res.setHeader('x-ratelimit-remaining', String(Math.max(0, budget - (authed ? 1 : used))));
      res.setHeader('x-ratelimit-reset', String(reset));
      res.setHeader('x-ratelimit-used', String(authed ? 1 : used));
      if (!authed && used > limit) return send(fail(403, 'API rate limit exceeded for 127.0.0.1.'));
      if (url.pathname.startsWith('/api/v3/')) return send(await github(method, url.pathname.slice('/api/v3'.length), url.searchParams, req, authed, readOnly));
      if (url.pathname.startsWith('/api/v4/')) return send(await gitlab(method, url.pathname.slice('/api/v4'.length), url.searchParams, req, authed));
      return send(fail(404, 'Not Found'));
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    pulls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
