import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeTree } from './write-tree.ts';

// A git server for the tests: a Node HTTP server on 127.0.0.1 in front of `git http-backend` (smart
// HTTP, push enabled), serving bare repositories the test creates with native git. CORS headers and
// Basic auth are options, so one helper serves the browser's happy path, the 401 and the CORS error.

const HTTP_BACKEND = '/usr/lib/git-core/git-http-backend';

export interface GitServerOptions {
  /** Send CORS headers and answer OPTIONS preflights (default true); off, a browser's fetch fails as it does against GitHub. */
  readonly cors?: boolean;
  /** Require HTTP Basic auth with this user and password (token) on every request (default: none). */
  readonly auth?: { readonly username: string; readonly password: string };
  /** Require `auth` only for pushes (git-receive-pack), as a host does for a public repository (default false). */
  readonly authPushOnly?: boolean;
}

export interface GitServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** The folder holding the bare repositories (`<name>.git`). */
  readonly root: string;
  /** Every request line and header block the server received, for tests that a token never appears in a URL. */
  readonly requests: string[];
  /** The clone URL of a repository: `<origin>/<name>.git`. */
  url(name: string): string;
  /** The bare repository's folder on disk. */
  repoPath(name: string): string;
  /** Stops the server, kills running backends and removes every repository. */
  close(): Promise<void>;
}

/** The fixed identity and clock of fixture commits, so hashes and logs are the same every run. */
const FIXTURE_ENV = {
  GIT_AUTHOR_NAME: 'Fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.com',
  GIT_COMMITTER_NAME: 'Fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

const gitOptions = (cwd: string) => ({ cwd, env: { ...process.env, ...FIXTURE_ENV }, encoding: 'utf8' as const, maxBuffer: 256 * 1024 * 1024 });

/** Runs native git with the fixture identity on local paths; returns its stdout. Blocks: never point it at the server (use gitAsync). */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, gitOptions(cwd));
}

/** Runs native git without blocking the event loop, as a command talking to this process's server must. */
export function gitAsync(cwd: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => execFile('git', args, gitOptions(cwd), (error, stdout) => (error ? reject(error) : resolve(stdout))));
}

function setCorsHeaders(res: ServerResponse, req: IncomingMessage): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'authorization, content-type, git-protocol, user-agent');
  res.setHeader('Access-Control-Expose-Headers', 'content-type, www-authenticate');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Max-Age', '600');
}

function authorized(req: IncomingMessage, auth: GitServerOptions['auth']): boolean {
  if (!auth) return true;
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  return Buffer.from(header.slice(6), 'base64').toString('utf8') === `${auth.username}:${auth.password}`;
}

/** Splits a CGI response into its status, headers and the bytes that follow them. */
function parseCgiHead(head: string): { status: number; headers: [string, string][] } {
  let status = 200;
  const headers: [string, string][] = [];
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
    else headers.push([name, value]);
  }
  return { status, headers };
}

/** Starts a git server on 127.0.0.1 (a free port); stop it with `close()`. */
export async function startGitServer(options: GitServerOptions = {}): Promise<GitServer> {
  const cors = options.cors ?? true;
  const root = mkdtempSync(join(tmpdir(), 'quire-git-server-'));
  const requests: string[] = [];
  const children = new Set<ReturnType<typeof spawn>>();

  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}\n${JSON.stringify(req.headers)}`);
    if (cors) setCorsHeaders(res, req);
    if (req.method === 'OPTIONS') {
      res.writeHead(cors ? 204 : 405).end();
      return;
    }
    const pushing = (req.url ?? '').includes('git-receive-pack');
    if (!authorized(req, options.authPushOnly && !pushing ? undefined : options.auth)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="quire-test"', 'Content-Type': 'text/plain' }).end('Authentication required\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const child = spawn(HTTP_BACKEND, [], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: 'http.receivepack',
        GIT_CONFIG_VALUE_0: 'true',
        GIT_CONFIG_KEY_1: 'safe.directory',
        GIT_CONFIG_VALUE_1: '*',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        REMOTE_USER: options.auth?.username ?? 'anonymous',
        REMOTE_ADDR: '127.0.0.1',
        ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] } : {}),
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    children.add(child);
    child.on('close', () => children.delete(child));
    req.pipe(child.stdin);
    child.stdin.on('error', () => undefined);
    let head = Buffer.alloc(0);
    let headDone = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (headDone) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const text = head.toString('latin1');
      const end = text.search(/\r?\n\r?\n/);
      if (end < 0) return;
      const sep = text.slice(end).startsWith('\r\n\r\n') ? 4 : text.slice(end).startsWith('\r\n\n') || text.slice(end).startsWith('\n\r\n') ? 3 : 2;
      const { status, headers } = parseCgiHead(text.slice(0, end));
      headDone = true;
      for (const [name, value] of headers) res.setHeader(name, value);
      res.writeHead(status);
      res.write(head.subarray(end + sep));
    });
    child.stdout.on('end', () => {
      if (!headDone) res.writeHead(502);
      res.end();
    });
    child.on('error', () => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    root,
    requests,
    url: (name) => `${origin}/${name}.git`,
    repoPath: (name) => join(root, `${name}.git`),
    async close() {
      for (const child of children) child.kill('SIGKILL');
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Files of a fixture: path → text. */
export type FixtureFiles = Readonly<Record<string, string>>;

/**
 * Creates the bare repository `<name>.git` on the server with one commit of `files` on `branch`
 * (default `main`, which is also the remote's default branch).
 */
export function createRepo(server: GitServer, name: string, files: FixtureFiles, options: { readonly branch?: string; readonly message?: string } = {}): string {
  const branch = options.branch ?? 'main';
  const bare = server.repoPath(name);
  git(server.root, 'init', '--quiet', '--bare', `--initial-branch=${branch}`, bare);
  const work = mkdtempSync(join(tmpdir(), 'quire-git-work-'));
  try {
    git(work, 'init', '--quiet', `--initial-branch=${branch}`);
    writeTree(work, files);
    git(work, 'add', '-A');
    git(work, 'commit', '--quiet', '-m', options.message ?? 'Initial docs');
    git(work, 'push', '--quiet', bare, `${branch}:${branch}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return server.url(name);
}

/**
 * Commits `files` (path → text; `null` deletes) on top of `branch` of the server's repository with
 * native git, as another writer would: moves the remote for pull and non-fast-forward tests. `date`
 * (ISO) dates the commit; default the fixture clock.
 */
export function commitOnServer(server: GitServer, name: string, files: Readonly<Record<string, string | null>>, message: string, branch = 'main', date?: string): void {
  const work = mkdtempSync(join(tmpdir(), 'quire-git-work-'));
  try {
    git(work, 'clone', '--quiet', '--branch', branch, server.repoPath(name), '.');
    for (const [path, text] of Object.entries(files)) {
      if (text === null) git(work, 'rm', '--quiet', path);
      else writeTree(work, { [path]: text });
    }
    git(work, 'add', '-A');
    // A date of its own (author and committer) for tests of commit dates; default the fixture clock.
    if (date === undefined) git(work, 'commit', '--quiet', '-m', message);
    else execFileSync('git', ['commit', '--quiet', '-m', message], { ...gitOptions(work), env: { ...process.env, ...FIXTURE_ENV, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
    git(work, 'push', '--quiet', 'origin', branch);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `git log -p` of a branch of the server's repository (native git), with authors and dates. */
export function serverLog(server: GitServer, name: string, ref = 'main', ...extra: string[]): string {
  return git(server.repoPath(name), 'log', '-p', '--format=commit %H%nAuthor: %an <%ae>%n%n%B', ...extra, ref, '--');
}

/** A small docs project at the repository's root. */
export const docsRepoFiles: FixtureFiles = {
  'docs.json': '{\n  "name": "Fixture Docs",\n  "navigation": [{ "group": "Start", "pages": ["index", "guides/setup"] }]\n}\n',
  'index.mdx': '---\ntitle: Welcome\n---\n\n# Welcome\n\nHello from the fixture.\n',
  'guides/setup.mdx': '---\ntitle: Setup\n---\n\nInstall nothing.\n',
};

/** A monorepo with its docs project in `docs/` beside application code. */
export const monorepoFiles: FixtureFiles = {
  'README.md': '# Product\n',
  'package.json': '{ "name": "product" }\n',
  'src/main.ts': 'export const main = () => 1;\n',
  'src/util/math.ts': 'export const add = (a: number, b: number) => a + b;\n',
  ...Object.fromEntries(Object.entries(docsRepoFiles).map(([path, text]) => [`docs/${path}`, text])),
};

/**
 * A generated docs project of `count` pages of about `bytesPerFile` bytes each (for the bench: 2,000
 * files of 10 kB is a 20 MB repository), spread over folders of 100 and listed in docs.json.
 */
export function generatedFiles(count: number, bytesPerFile = 1024): FixtureFiles {
  const files: Record<string, string> = {};
  const pages: string[] = [];
  for (let i = 0; i < count; i++) {
    const page = `pages/part-${String(Math.floor(i / 100)).padStart(3, '0')}/page-${String(i).padStart(5, '0')}`;
    pages.push(page);
    const head = `---\ntitle: Page ${i}\n---\n\n# Page ${i}\n\n`;
    // Varied text (a cheap deterministic generator), so the pack does not compress to nothing.
    let body = '';
    let seed = i + 1;
    while (head.length + body.length < bytesPerFile) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      body += `Word${seed.toString(36)} `;
      if (body.length % 80 < 10) body += '\n';
    }
    files[`${page}.mdx`] = `${head}${body.slice(0, Math.max(0, bytesPerFile - head.length - 1))}\n`;
  }
  files['docs.json'] = `${JSON.stringify({ name: 'Generated', navigation: [{ group: 'All', pages }] }, null, 2)}\n`;
  return files;
}
