import { GitCode } from '../git/git-codes.ts';
import { GitError } from '../git/git-error.ts';
import { bytesToBase64 } from './base64.ts';
import { ProviderHttp } from './provider-http.ts';
import type { HostAnswer, ProviderHttpOptions } from './provider-http.ts';
import { ALL_OFFSETS, parseIsoDate } from './rebuild-commit.ts';
import type { PersonFacts } from './rebuild-commit.ts';
import type { HostCommit, HostTreeEntry, OpenedRequest, ProviderRepo, RepoProvider } from './repo-provider.ts';

// GitLab's REST API (https://docs.gitlab.com/api/repositories/, commits, merge_requests): a project is
// named by its URL-encoded full path. Its commit answers carry dates with their offsets but not the
// tree's id, so the tree id is computed from the listing. A commit is made with "actions" on a branch,
// and GitLab writes its own commit (its clock): Quire then rebuilds that commit locally.

interface GlCommit {
  readonly id: string;
  readonly parent_ids: readonly string[];
  readonly author_name: string;
  readonly author_email: string;
  readonly authored_date: string;
  readonly committer_name: string;
  readonly committer_email: string;
  readonly committed_date: string;
  readonly message: string;
}

function person(name: string, email: string, date: string): PersonFacts {
  const { timestamp, offset } = parseIsoDate(date);
  return { name, email, timestamp, offsets: offset === undefined ? ALL_OFFSETS : [offset, ...ALL_OFFSETS.filter((o) => o !== offset)] };
}

/** A GitLab commit's facts; `tree` is filled in by the caller once computed (empty until then). */
export function gitlabCommitFacts(c: GlCommit, tree = ''): HostCommit {
  return {
    sha: c.id,
    tree,
    treeKnown: false,
    parents: [...c.parent_ids],
    author: person(c.author_name, c.author_email, c.authored_date),
    committer: person(c.committer_name, c.committer_email, c.committed_date),
    message: c.message,
  };
}

/** A RepoProvider for gitlab.com and self-managed GitLab. */
export function gitlabProvider(repo: ProviderRepo, options: Omit<ProviderHttpOptions, 'apiBase'>): RepoProvider {
  const http = new ProviderHttp({ ...options, apiBase: repo.apiBase });
  const base = `/projects/${encodeURIComponent(repo.path)}`;
  const host = http.host;

  const commitAnswer = (branch: string) => (answer: HostAnswer) => {
    if (/not allowed to push|protected/i.test(answer.message)) return new GitError(GitCode.branchProtected, { host, branch });
    if (answer.status === 400 && /already exists/i.test(answer.message)) return new GitError(GitCode.branchExists, { host, branch });
    return undefined;
  };

  const provider: RepoProvider = {
    kind: 'gitlab',
    repo,
    http,
    async defaultBranch() {
      return (await http.json<{ default_branch: string }>(base, { notFound: () => new GitError(GitCode.repositoryNotFound, { host, url: repo.webUrl }) })).default_branch;
    },
    async branchHead(branch) {
      return (await http.find<{ commit: { id: string } }>(`${base}/repository/branches/${encodeURIComponent(branch)}`))?.commit.id;
    },
    async commit(sha) {
      return gitlabCommitFacts(await http.json<GlCommit>(`${base}/repository/commits/${sha}`));
    },
    async tree(commit) {
      const out: HostTreeEntry[] = [];
      let page: string | null = '1';
      while (page) {
        const response = await http.send(`${base}/repository/tree?ref=${commit.sha}&recursive=true&per_page=100&page=${page}`);
        const rows = (await response.json()) as { id: string; type: HostTreeEntry['type']; path: string; mode: string }[];
        for (const row of rows) out.push({ path: row.path, mode: row.mode, type: row.type, sha: row.id });
        const next = response.headers.get('x-next-page');
        page = next && next !== '' && rows.length > 0 ? next : null;
      }
      return out;
    },
    async blob(entry) {
      return http.bytes(`${base}/repository/blobs/${entry.sha}/raw`);
    },
    async publish(branch, commits, create) {
      const shas: string[] = [];
      for (const [i, c] of commits.entries()) {
        // GitLab commits on the branch's current head: check it is still ours first.
        if (i === 0 && !create) {
          const head = await provider.branchHead(branch);
          if (head !== c.parent) throw new GitError(GitCode.refMoved, { host, branch });
        }
        const actions = c.files.map((file) =>
          file.bytes === null
            ? { action: 'delete', file_path: file.path }
            : {
                action: file.previousPath ? 'move' : file.existed ? 'update' : 'create',
                file_path: file.path,
                ...(file.previousPath ? { previous_path: file.previousPath } : {}),
                content: bytesToBase64(file.bytes),
                encoding: 'base64',
                execute_filemode: file.mode === '100755',
              },
        );
        const made = await http.json<GlCommit>(`${base}/repository/commits`, {
          method: 'POST',
          body: {
            branch,
            commit_message: c.message,
            actions,
            author_name: c.author.name,
            author_email: c.author.email,
            ...(i === 0 && create ? { start_sha: c.parent } : {}),
          },
          explain: commitAnswer(branch),
        });
        shas.push(made.id);
      }
      return shas;
    },
    async openRequest({ branch, base: into, title, body }): Promise<OpenedRequest> {
      const request = await http.json<{ web_url: string; iid: number }>(`${base}/merge_requests`, { method: 'POST', body: { source_branch: branch, target_branch: into, title, description: body } });
      return { url: request.web_url, number: request.iid };
    },
  };
  return provider;
}
