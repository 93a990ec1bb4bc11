import { useEffect, useId, useState } from 'react';
import { originOf } from '../../workspace/index.ts';
import type { FileChange } from '../../workspace/index.ts';
import { useApp } from '../app-context.ts';
import { confirmWith, promptFor } from '../controller/notices.ts';
import { openCloneDialog } from '../git/clone-workspace.ts';
import { projectPathOf } from '../git/project-path.ts';
import { useGit, useGitState } from '../git/use-git.ts';
import { GitProgressBar } from './GitProgressBar.tsx';
import '../git/git.css';

/**
 * The source-control side bar: the branch (switch, create), the changed files (click for the diff,
 * discard), commit with a message and author, push and pull, and what went wrong in words.
 */
export function SourceControlPanel() {
  const app = useApp();
  const git = useGit();
  const repo = useGitState((s) => s.repo);
  const busy = useGitState((s) => s.busy);
  const failure = useGitState((s) => s.failure);
  const done = useGitState((s) => s.done);
  const close = () => app.store.set({ sidebar: 'files' });
  useEffect(() => git.refresh(), [git]);
  return (
    <section className="source-control" aria-label="Source control">
      <header className="pane-header">
        <h2>Source control</h2>
        <button type="button" className="icon-button" aria-label="Close source control" onClick={close}>
          ×
        </button>
      </header>
      {repo ? (
        <div className="git-panel">
          <p className="git-remote" title={repo.url}>
            {repo.url}
            {repo.folder ? ` · ${repo.folder}/` : ''}
          </p>
          <BranchRow />
          <ChangeList />
          <CommitBox />
          {busy && <GitProgressBar busy={busy} name="Git progress" />}
          {failure && <FailureBox />}
          {done && !failure && (
            <p role="status" className="git-done">
              {done}
            </p>
          )}
          <TokenBox origin={originOf(repo.url)} linkProxy={repo.proxyFromLink ? repo.proxy : undefined} />
        </div>
      ) : (
        <div className="git-panel">
          <p>This workspace was not cloned from a git repository.</p>
          <button type="button" className="primary" onClick={() => openCloneDialog(app)}>
            Clone repository…
          </button>
        </div>
      )}
    </section>
  );
}

function BranchRow() {
  const app = useApp();
  const git = useGit();
  const branches = useGitState((s) => s.branches);
  const busy = useGitState((s) => s.busy) !== undefined;
  const id = useId();
  const names = [...new Set([...(branches?.local ?? []), ...(branches?.remote ?? [])])].sort();
  return (
    <div className="git-row">
      <label htmlFor={id}>Branch</label>
      <select id={id} value={branches?.current ?? ''} disabled={busy || !branches} onChange={(e) => void git.switchBranch(e.currentTarget.value)}>
        {branches?.current === undefined && <option value="">(detached)</option>}
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void promptFor(app.store, 'New branch', 'Branch name', '', 'Create branch').then((name) => {
            if (name?.trim()) void git.createBranch(name.trim());
          })
        }
      >
        New branch…
      </button>
    </div>
  );
}

const KIND_LETTER: Record<FileChange['kind'], string> = { added: 'A', modified: 'M', deleted: 'D', renamed: 'R' };

function ChangeList() {
  const app = useApp();
  const git = useGit();
  const changes = useGitState((s) => s.changes);
  const folder = useGitState((s) => s.repo?.folder);
  const busy = useGitState((s) => s.busy) !== undefined;
  if (changes === undefined) return <p className="git-muted">Reading changes…</p>;
  if (changes.length === 0) return <p className="git-muted">No changes since the last commit.</p>;
  return (
    <ul className="git-changes" aria-label="Changes">
      {changes.map((change) => {
        const path = projectPathOf(change.path, folder);
        return (
          <li key={change.path} data-kind={change.kind}>
            <button type="button" className="git-change" title={`${change.kind}: ${path}`} onClick={() => git.showDiff(change)}>
              <span className="git-kind" aria-label={change.kind}>
                {KIND_LETTER[change.kind]}
              </span>{' '}
              <span className="git-path">{path}</span>
              {change.from !== undefined && <span className="git-muted"> ← {projectPathOf(change.from, folder)}</span>}
            </button>
            <button
              type="button"
              className="icon-button"
              disabled={busy}
              aria-label={`Discard changes to ${path}`}
              title="Discard changes"
              onClick={() =>
                void confirmWith(app.store, `Discard the changes to ${path}?`, change.kind === 'added' ? 'The file is deleted. This cannot be undone.' : 'The file goes back to how the last commit has it. This cannot be undone.', 'Discard changes', { danger: true }).then((ok) => {
                  if (ok) void git.discard(change);
                })
              }
            >
              ↺
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CommitBox() {
  const git = useGit();
  const author = useGitState((s) => s.repo?.author);
  const busy = useGitState((s) => s.busy) !== undefined;
  const hasChanges = useGitState((s) => (s.changes?.length ?? 0) > 0);
  const provider = useGitState((s) => s.repo?.provider);
  const [message, setMessage] = useState('');
  const [name, setName] = useState(author?.name ?? '');
  const [email, setEmail] = useState(author?.email ?? '');
  const ids = { message: useId(), name: useId(), email: useId() };
  const ready = message.trim() !== '' && name.trim() !== '' && email.trim() !== '';
  return (
    <form
      className="git-commit"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        void git.commit(message.trim(), { name: name.trim(), email: email.trim() }).then((ok) => ok && setMessage(''));
      }}
    >
      <label htmlFor={ids.message}>Commit message</label>
      <textarea id={ids.message} value={message} rows={3} onChange={(e) => setMessage(e.currentTarget.value)} />
      <label htmlFor={ids.name}>Author name</label>
      <input id={ids.name} value={name} onChange={(e) => setName(e.currentTarget.value)} autoComplete="name" />
      <label htmlFor={ids.email}>Author email</label>
      <input id={ids.email} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoComplete="email" />
      <div className="git-row">
        <button type="submit" className="primary" disabled={busy || !ready || !hasChanges}>
          Commit
        </button>
        <button type="button" disabled={busy} onClick={() => void git.push()}>
          Push
        </button>
        <button type="button" disabled={busy} onClick={() => void git.pull()}>
          Pull
        </button>
        {provider && (
          <button type="button" disabled={busy} onClick={() => void git.publish()} title={`Your commits become a branch on ${provider === 'github' ? 'GitHub' : 'GitLab'}, with a ${provider === 'github' ? 'pull request' : 'merge request'} if you want one`}>
            Publish…
          </button>
        )}
      </div>
      <FailureOffer message={message} author={{ name: name.trim(), email: email.trim() }} />
    </form>
  );
}

/** The new-branch way out of a rejected push or a diverged pull, with the commit box's message and author. */
function FailureOffer({ message, author }: { message: string; author: { name: string; email: string } }) {
  const git = useGit();
  const offer = useGitState((s) => s.failure?.offerNewBranch ?? false);
  if (!offer) return null;
  return (
    <button type="button" onClick={() => void git.pushToNewBranch(message, author)}>
      Commit on a new branch and push it…
    </button>
  );
}

function FailureBox() {
  const failure = useGitState((s) => s.failure);
  if (!failure) return null;
  return (
    <p role="alert" className="git-failure" data-code={failure.code}>
      {failure.text}
    </p>
  );
}

/**
 * The token for push and pull, kept for the origin the workspace was cloned from (sent only to
 * requests for that origin): in this tab, or remembered when ticked. A proxy that came from a link
 * carries no token until the user says so here.
 */
function TokenBox({ origin, linkProxy }: { origin: string; linkProxy: string | undefined }) {
  const git = useGit();
  const [token, setToken] = useState(() => git.tokens.get(origin) ?? '');
  const [remember, setRemember] = useState(() => git.tokens.remembered(origin));
  const id = useId();
  const save = (value: string, keep: boolean) => {
    setToken(value);
    setRemember(keep);
    git.tokens.set(origin, value.trim(), keep);
  };
  return (
    <details className="git-token">
      <summary>Access token for {origin || 'the host'}</summary>
      <label htmlFor={id}>Access token</label>
      <input id={id} type="password" value={token} onChange={(e) => save(e.currentTarget.value, remember)} autoComplete="off" />
      <label className="git-check">
        <input type="checkbox" checked={remember} onChange={(e) => save(token, e.currentTarget.checked)} /> Remember it in this browser
      </label>
      {linkProxy && (
        <p className="git-note git-link-proxy">
          This workspace&apos;s CORS proxy {linkProxy} came from a link, so no token is sent through it.{' '}
          <button type="button" className="link-button" onClick={() => git.trustLinkProxy()}>
            Send the token through {linkProxy}
          </button>
        </p>
      )}
    </details>
  );
}
