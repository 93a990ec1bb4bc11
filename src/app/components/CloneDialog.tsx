import { useEffect, useId, useRef, useState } from 'react';
import { useApp } from '../app-context.ts';
import { originOf } from '../../workspace/index.ts';
import { providerRepoFor } from '../../workspace/provider/index.ts';
import { closeCloneDialog, cloneIntoWorkspace, cloneUrlProblem, SUGGESTED_PROXY } from '../git/clone-workspace.ts';
import type { CloneForm, CloneLink } from '../git/git-state.ts';
import { useGit, useGitState } from '../git/use-git.ts';
import { GitProgressBar } from './GitProgressBar.tsx';
import '../git/git.css';

/**
 * "Clone repository": URL, branch, docs folder, CORS proxy and token, then a progress bar with git's
 * phase and counts and a Cancel that leaves no workspace behind. Escape closes (and cancels). Opened
 * by a link, it first says what the link asks (host, repository, branch, commit), marks a proxy the
 * link brought, and sends a token kept in the browser only when the user ticks it here.
 */
export function CloneDialog() {
  const app = useApp();
  const git = useGit();
  const clone = useGitState((s) => s.clone);
  const [form, setForm] = useState<CloneForm | undefined>(clone?.form);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  if (!clone || !form) return null;
  const busy = clone.busy;
  const field = (key: keyof CloneForm) => (value: string | boolean) => setForm({ ...form, [key]: value, ...(key === 'proxy' ? { proxyFromLink: false } : {}) });
  const close = () => closeCloneDialog(app);
  const origin = originOf(form.url.trim());
  const saved = origin !== '' && git.tokens.get(origin) !== undefined;
  const askId = `${titleId}-ask`;
  const hosted = providerRepoFor(form.url.trim(), { provider: form.provider, ...(form.api.trim() ? { api: form.api.trim() } : {}) });
  const hostName = hosted?.kind === 'gitlab' ? 'GitLab' : 'GitHub';
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        {...(form.link ? { 'aria-describedby': askId } : {})}
        className="modal clone-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          const wrong = cloneUrlProblem(form.url);
          setProblem(wrong);
          if (!wrong && !busy) void cloneIntoWorkspace(app, form);
        }}
      >
        <h2 id={titleId}>Clone repository</h2>
        {form.link && (
          <p id={askId} className="git-ask">
            {linkRequest(form.link, clone.form)}
          </p>
        )}
        <fieldset disabled={busy !== undefined} className="git-fields">
          <Field label="Repository URL" value={form.url} onChange={field('url')} placeholder="https://github.com/owner/repo.git" inputRef={first} />
          <Field label="Branch" value={form.ref} onChange={field('ref')} placeholder="the repository's default branch" />
          <Field label="Docs folder" value={form.folder} onChange={field('folder')} placeholder="the whole repository (or e.g. docs)" />
          {hosted ? (
            <>
              <p className="git-note git-provider-note">
                Opens through {hostName}&apos;s API ({hosted.apiBase}): no CORS proxy is needed. Without a token a public repository opens ({hostName === 'GitHub' ? '60 API requests an hour; files come from the raw host and do not count' : 'within GitLab\'s request limit'}); a token opens private repositories and publishes.{' '}
                {hostName === 'GitHub'
                  ? 'A fine-grained token needs Contents: read to open, and Contents: read and write plus Pull requests: read and write to publish.'
                  : 'A project or personal token needs read_api to open, and api (with write_repository) to publish and open merge requests.'}
              </p>
              <details className="git-advanced">
                <summary>GitHub Enterprise or self-managed GitLab</summary>
                <Field label="API base URL" value={form.api} onChange={field('api')} placeholder={hosted.apiBase} />
              </details>
            </>
          ) : (
            <Field label="CORS proxy" value={form.proxy} onChange={field('proxy')} placeholder="none" />
          )}
          {form.proxyFromLink && form.proxy.trim() !== '' && (
            <p className="git-note git-link-proxy">
              This proxy comes from the link: it is not your saved setting and is not saved as one, and no token kept in this browser is sent through it unless you tick that below.
            </p>
          )}
          <p className="git-note" hidden={hosted !== undefined}>
            Git hosts do not let pages on other sites talk to them (no CORS headers), so most need a proxy. A proxy sees all the traffic, your token included: use one you trust.{' '}
            {form.proxy !== SUGGESTED_PROXY && (
              <button type="button" className="link-button" onClick={() => field('proxy')(SUGGESTED_PROXY)}>
                Use the public proxy {SUGGESTED_PROXY}
              </button>
            )}
          </p>
          <Field label="Access token" value={form.token} onChange={field('token')} placeholder="for private repositories and pushing" type="password" />
          <label className="git-check">
            <input type="checkbox" checked={form.remember} onChange={(e) => field('remember')(e.currentTarget.checked)} /> Remember the token in this browser (otherwise it is kept only until this tab closes)
          </label>
          {saved && form.token.trim() === '' && (
            <label className="git-check">
              <input type="checkbox" checked={form.useSavedToken} onChange={(e) => field('useSavedToken')(e.currentTarget.checked)} /> Send the token kept in this browser for {origin}
              {form.proxy.trim() ? ` (through the proxy ${form.proxy.trim()})` : ''}
            </label>
          )}
        </fieldset>
        {busy && <GitProgressBar busy={busy} name="Clone progress" />}
        {(problem ?? clone.failure) && (
          <p role="alert" className="git-failure">
            {problem ?? clone.failure?.text}
          </p>
        )}
        <div className="modal-buttons">
          <button type="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={busy !== undefined}>
            Clone
          </button>
        </div>
      </form>
    </div>
  );
}

/** What a link asks to clone, in words, from what the link gave (the fields may be changed since). */
function linkRequest(link: CloneLink, given: CloneForm): string {
  let host = '';
  let repository = given.url;
  try {
    const parsed = new URL(given.url);
    host = parsed.host;
    repository = parsed.pathname.replace(/^\/+/, '');
  } catch {
    // Not a URL: named as it is, and the URL check refuses it on Clone.
  }
  const where = `${repository || given.url} from ${host || 'an unknown host'}`;
  const branch = given.ref ? `, branch ${given.ref}` : ", the repository's default branch";
  const folder = given.folder ? `, folder ${given.folder}` : '';
  if (link.kind === 'share') {
    const commit = link.commit ? ` (the link was made at commit ${link.commit.slice(0, 7)})` : '';
    const changes = link.changes ? ` and apply its changes to ${link.changes} ${link.changes === 1 ? 'file' : 'files'}` : '';
    return `A share link asks to clone ${where}${branch}${folder}${commit} into a new workspace${changes}. Nothing is fetched until you press Clone.`;
  }
  return `A link asks to clone ${where}${branch}${folder} into a new workspace. Nothing is fetched until you press Clone.`;
}

function Field({ label, value, onChange, placeholder, type = 'text', inputRef }: { label: string; value: string; onChange: (value: string) => void; placeholder: string; type?: string; inputRef?: React.Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={inputRef} type={type} value={value} placeholder={placeholder} onChange={(e) => onChange(e.currentTarget.value)} spellCheck={false} autoComplete="off" />
    </>
  );
}
