import { useEffect, useId, useRef } from 'react';
import { useApp } from '../app-context.ts';
import { useStore } from '../state/use-store.ts';
import { closeShareDialog, copyShareLink, downloadInstead, setShareOption } from './share-actions.ts';
import { shareStoreOf } from './share-state.ts';

/** A link length in words: `15,953 characters (15.6 KB)`. */
function sizeText(length: number): string {
  const size = length >= 1024 * 1024 ? `${(length / 1024 / 1024).toFixed(1)} MB` : `${(length / 1024).toFixed(1)} KB`;
  return `${length.toLocaleString('en')} characters (${size})`;
}

/**
 * "Share": the link (the project, or a clone's repository and changes, in the URL fragment), its
 * size with a warning past what chat tools (8 KB) or browsers (2 MB) carry, the choices to leave out
 * binaries, to open read-only and to download a .zip instead, and a copy button. Escape closes.
 */
export function ShareDialog() {
  const app = useApp();
  const dialog = useStore(shareStoreOf(app), (s) => s.dialog);
  const titleId = useId();
  const linkId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  if (!dialog) return null;
  const length = dialog.link?.length;
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && closeShareDialog(app)}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal share-dialog">
        <h2 id={titleId}>Share</h2>
        <p>
          {dialog.asRepo
            ? 'The link names the repository, its commit and folder, and holds the changes made since. Whoever opens it gets a new workspace cloned from the repository with your changes, at the page your preview shows.'
            : 'The link holds the whole project, compressed into the part of the address that is never sent to a server. Whoever opens it gets a copy in a new workspace, at the page your preview shows.'}{' '}
          No token, password or author e-mail is ever in it.
        </p>
        <label htmlFor={linkId}>Share link</label>
        <textarea id={linkId} readOnly rows={3} value={dialog.link ?? ''} placeholder="Making the link…" onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
        {length !== undefined && (
          <p aria-live="polite">
            Link size: {sizeText(length)}
          </p>
        )}
        {dialog.reach === 'none' && (
          <p role="alert" className="share-warning">
            This link is longer than 2 MB: browsers cannot open it. Leave out binary files or download a .zip instead.
          </p>
        )}
        {dialog.reach === 'browsers' && (
          <p role="status" className="share-warning">
            This link is longer than 8 KB: chat tools and e-mail may cut it off (browsers open links up to 2 MB). Paste it where long text is kept whole, or download a .zip instead.
          </p>
        )}
        {dialog.cloned && (
          <label className="git-check">
            <input type="checkbox" checked={!dialog.asRepo} disabled={dialog.repoUnavailable !== undefined} onChange={(e) => setShareOption(app, { asRepo: !e.currentTarget.checked })} /> Share the whole project instead of the repository and its changes
          </label>
        )}
        {dialog.repoUnavailable && <p className="git-note">{dialog.repoUnavailable}</p>}
        {dialog.binaries > 0 && (
          <label className="git-check">
            <input type="checkbox" checked={!dialog.includeBinaries} onChange={(e) => setShareOption(app, { includeBinaries: !e.currentTarget.checked })} /> Leave out binary files ({dialog.binaries}: images and other non-text files)
          </label>
        )}
        {dialog.binariesNote && <p className="git-note">{dialog.binariesNote}</p>}
        <label className="git-check">
          <input type="checkbox" checked={dialog.readOnly} onChange={(e) => setShareOption(app, { readOnly: e.currentTarget.checked })} /> Open read-only
        </label>
        {dialog.failure && (
          <p role="alert" className="git-failure">
            {dialog.failure}
          </p>
        )}
        {dialog.copied && <p role="status">Copied.</p>}
        <div className="modal-buttons">
          <button type="button" onClick={() => downloadInstead(app)}>
            Download .zip instead
          </button>
          <button type="button" ref={close} onClick={() => closeShareDialog(app)}>
            Close
          </button>
          <button type="button" className="primary" disabled={dialog.link === undefined} onClick={() => void copyShareLink(app)}>
            Copy link
          </button>
        </div>
      </div>
    </div>
  );
}
