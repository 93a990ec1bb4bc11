import { GitCode } from '../git/git-codes.ts';
import { GitError } from '../git/git-error.ts';
import { bytesToBase64, base64ToBytes } from './base64.ts';
import { ProviderHttp } from './provider-http.ts';
import type { HostAnswer, ProviderHttpOptions } from './provider-http.ts';
import { ALL_OFFSETS, formatOffset, parseIsoDate } from './rebuild-commit.ts';
import type { PersonFacts } from './rebuild-commit.ts';
import type { CommitToPublish, HostCommit, HostTreeEntry, OpenedRequest, ProviderRepo, RepoProvider } from './repo-provider.ts';

// GitHub's REST API (https://docs.github.com/rest/git): refs, commits, trees and blobs of the git
// database, and pulls. github.com's raw host serves a public file's bytes with CORS and without
// counting against the API's hourly limit (60 requests without a token), so blobs come from there when
// there is no token; with one, from the blob API (raw hosts do not take an Authorization header from
// another origin).

interface GhPerson {
  readonly name: string;
  readonly email: string;
  readonly date: string;
}
interface GhCommit {
  readonly sha: string;
  readonly tree: { readonly sha: string };
  readonly parents: readonly { readonly sha: string }[];
  readonly author: GhPerson;
  readonly committer: GhPerson;
  readonly message: string;
  readonly verification?: { readonly payload?: string | null; readonly signature?: string | null };
}

/** The raw host for a GitHub API base: raw.githubusercontent.com for github.com, `<host>/raw` for an Enterprise server. */
export function githubRawBase(apiBase: string): string {
  if (apiBase === 'https://api.github.com') return 'https://raw.githubusercontent.com';
  return apiBase.replace(/\/api\/v3$/, '') + '/raw';
}

const person = (p: GhPerson, offsets: readonly number[]): PersonFacts => ({ name: p.name, email: p.email, timestamp: parseIsoDate(p.date).timestamp, offsets });

/** An ISO date with the offset written out (GitHub keeps the offset it is given). */
export function isoWithOffset(timestamp: number, offset: number): string {
  const local = new Date((timestamp + offset * 60) * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  const o = formatOffset(offset);
  return `${local}${o.slice(0, 3)}:${o.slice(3)}`;
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** A RepoProvider for GitHub and GitHub Enterprise. */
export function githubProvider(repo: ProviderRepo, options: Omit<ProviderHttpOptions, 'apiBase'>): RepoProvider {
  const http = new ProviderHttp({ ...options, apiBase: repo.apiBase });
  const base = `/repos/${repo.path.split('/').map(encodeURIComponent).join('/')}`;
  const host = http.host;
  const branchNotFound = (branch: string) => () => new GitError(GitCode.branchNotFound, { host, branch });

  function toHostCommit(c: GhCommit): HostCommit {
    const signed = c.verification?.payload && c.verification.signature ? { payload: c.verification.payload, signature: c.verification.signature } : undefined;
    return {
      sha: c.sha,
      tree: c.tree.sha,
      treeKnown: true,
      parents: c.parents.map((p) => p.sha),
      author: person(c.author, ALL_OFFSETS),
      committer: person(c.committer, ALL_OFFSETS),
      message: c.message,
      ...(signed ? { signed } : {}),
    };
  }

  async function treeLevel(sha: string, prefix: string, out: HostTreeEntry[]): Promise<void> {
    const listing = await http.json<{ tree: { path: string; mode: string; type: HostTreeEntry['type']; sha: string }[] }>(`${base}/git/trees/${sha}`);
    for (const e of listing.tree) {
      const entry = { path: prefix + e.path, mode: e.mode, type: e.type, sha: e.sha };
      out.push(entry);
      if (e.type === 'tree') await treeLevel(e.sha, `${entry.path}/`, out);
    }
  }

  const refAnswer = (branch: string) => (answer: HostAnswer) => {
    if (/protected branch/i.test(answer.message)) return new GitError(GitCode.branchProtected, { host, branch });
    if (answer.status === 422 && /already exists/i.test(answer.message)) return new GitError(GitCode.branchExists, { host, branch });
    if (answer.status === 422 && /fast.?forward/i.test(answer.message)) return new GitError(GitCode.refMoved, { host, branch });
    if (answer.status === 409) return new GitError(GitCode.refMoved, { host, branch });
    return undefined;
  };

  return {
    kind: 'github',
    repo,
    http,
    async defaultBranch() {
      return (await http.json<{ default_branch: string }>(base, { notFound: () => new GitError(GitCode.repositoryNotFound, { host, url: repo.webUrl }) })).default_branch;
    },
    async branchHead(branch) {
      return (await http.find<{ object: { sha: string } }>(`${base}/git/ref/heads/${encodePath(branch)}`))?.object.sha;
    },
    async commit(sha) {
      return toHostCommit(await http.json<GhCommit>(`${base}/git/commits/${sha}`));
    },
    async tree(commit) {
      const listing = await http.json<{ truncated: boolean; tree: { path: string; mode: string; type: HostTreeEntry['type']; sha: string }[] }>(`${base}/git/trees/${commit.tree}?recursive=1`);
      if (!listing.truncated) return listing.tree.map((e) => ({ path: e.path, mode: e.mode, type: e.type, sha: e.sha }));
      // Past GitHub's limit for one recursive listing (100,000 entries): one request per folder.
      const out: HostTreeEntry[] = [];
      await treeLevel(commit.tree, '', out);
      return out;
    },
    async blob(entry, commit) {
      if (!options.token) return http.bytes(`${githubRawBase(repo.apiBase)}/${repo.path}/${commit}/${encodePath(entry.path)}`);
      const blob = await http.json<{ content: string; encoding: string }>(`${base}/git/blobs/${entry.sha}`);
      const bytes = blob.encoding === 'base64' ? base64ToBytes(blob.content) : new TextEncoder().encode(blob.content);
      if (!bytes) throw new GitError(GitCode.badResponse, { host, detail: `blob ${entry.sha} is not base64` });
      return bytes;
    },
    async publish(branch, commits, create) {
      const shas: string[] = [];
      for (const c of commits) {
        const tree: { path: string; mode: string; type: 'blob'; sha: string | null }[] = [];
        for (const file of c.files) {
          if (file.bytes === null) {
            tree.push({ path: file.path, mode: '100644', type: 'blob', sha: null });
            continue;
          }
          const blob = await http.json<{ sha: string }>(`${base}/git/blobs`, { method: 'POST', body: { content: bytesToBase64(file.bytes), encoding: 'base64' } });
          tree.push({ path: file.path, mode: file.mode, type: 'blob', sha: blob.sha });
        }
        const made = await http.json<{ sha: string }>(`${base}/git/trees`, { method: 'POST', body: { base_tree: c.parentTree, tree } });
        if (made.sha !== c.tree) throw new GitError(GitCode.badResponse, { host, detail: `the new tree is ${made.sha}, the local one ${c.tree}` });
        const commit = await http.json<GhCommit>(`${base}/git/commits`, {
          method: 'POST',
          body: {
            message: c.message,
            tree: made.sha,
            parents: [shas.at(-1) ?? c.parent],
            author: { name: c.author.name, email: c.author.email, date: isoWithOffset(c.author.timestamp, c.author.offset) },
            committer: { name: c.committer.name, email: c.committer.email, date: isoWithOffset(c.committer.timestamp, c.committer.offset) },
          },
        });
        shas.push(commit.sha);
      }
      const head = shas.at(-1);
      if (head === undefined) return shas;
      if (create) await http.json(`${base}/git/refs`, { method: 'POST', body: { ref: `refs/heads/${branch}`, sha: head }, explain: refAnswer(branch) });
      else await http.json(`${base}/git/refs/heads/${encodePath(branch)}`, { method: 'PATCH', body: { sha: head, force: false }, explain: refAnswer(branch), notFound: branchNotFound(branch) });
      return shas;
    },
    async openRequest({ branch, base: into, title, body }): Promise<OpenedRequest> {
      const pull = await http.json<{ html_url: string; number: number }>(`${base}/pulls`, { method: 'POST', body: { title, body, head: branch, base: into } });
      return { url: pull.html_url, number: pull.number };
    },
  };
}

/** The facts of a commit GitHub made from `sent`, with the offsets it was sent with tried first. */
export function hostCommitWithOffsets(commit: HostCommit, sent: CommitToPublish): HostCommit {
  return { ...commit, author: { ...commit.author, offsets: [sent.author.offset, ...commit.author.offsets] }, committer: { ...commit.committer, offsets: [sent.committer.offset, ...commit.committer.offsets] } };
}
