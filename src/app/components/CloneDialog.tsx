import { useEffect, useId, useRef, useState } from 'react';
import { useApp } from '../app-context.ts';
import { closeCloneDialog, cloneIntoWorkspace, cloneUrlProblem, SUGGESTED_PROXY } from '../git/clone-workspace.ts';
import type { CloneForm } from '../git/git-state.ts';
import { useGitState } from '../git/use-git.ts';
import { GitProgressBar } from './GitProgressBar.tsx';
import '../git/git.css';

/**
 * "Clone repository": URL, branch, docs folder, CORS proxy and token, then a progress bar with git's
 * phase and counts and a Cancel that leaves no workspace behind. Escape closes (and cancels).
 */
export function CloneDialog() {
  const app = useApp();
  const clone = useGitState((s) => s.clone);
  const [form, setForm] = useState<CloneForm | undefined>(clone?.form);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  if (!clone || !form) return null;
  const busy = clone.busy;
  const field = (key: keyof CloneForm) => (value: string | boolean) => setForm({ ...form, [key]: value });
  const close = () => closeCloneDialog(app);
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal clone-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          const wrong = cloneUrlProblem(form.url);
          setProblem(wrong);
          if (!wrong && !busy) void cloneIntoWorkspace(app, form);
        }}
      >
        <h2 id={titleId}>Clone repository</h2>
        <fieldset disabled={busy !== undefined} className="git-fields">
          <Field label="Repository URL" value={form.url} onChange={field('url')} placeholder="https://github.com/owner/repo.git" inputRef={first} />
          <Field label="Branch" value={form.ref} onChange={field('ref')} placeholder="the repository's default branch" />
          <Field label="Docs folder" value={form.folder} onChange={field('folder')} placeholder="the whole repository (or e.g. docs)" />
          <Field label="CORS proxy" value={form.proxy} onChange={field('proxy')} placeholder="none" />
          <p className="git-note">
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

function Field({ label, value, onChange, placeholder, type = 'text', inputRef }: { label: string; value: string; onChange: (value: string) => void; placeholder: string; type?: string; inputRef?: React.Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={inputRef} type={type} value={value} placeholder={placeholder} onChange={(e) => onChange(e.currentTarget.value)} spellCheck={false} autoComplete="off" />
    </>
  );
}
