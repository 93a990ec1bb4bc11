import { useEffect, useId, useRef, useState } from 'react';
import type { Overlay } from '../state/app-state.ts';

type ConfirmOverlay = Extract<Overlay, { kind: 'confirm' }>;
type PromptOverlay = Extract<Overlay, { kind: 'prompt' }>;

/** A yes/no question (delete, replace, update navigation). Escape cancels. */
export function ConfirmDialog({ overlay }: { overlay: ConfirmOverlay }) {
  const titleId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && overlay.resolve(false)}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal">
        <h2 id={titleId}>{overlay.title}</h2>
        <p>{overlay.text}</p>
        <div className="modal-buttons">
          <button type="button" onClick={() => overlay.resolve(false)}>
            {overlay.cancel ?? 'Cancel'}
          </button>
          <button type="button" ref={confirm} className={overlay.danger ? 'danger' : 'primary'} onClick={() => overlay.resolve(true)}>
            {overlay.confirm}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Asks for one value (a name, a path). Enter confirms, Escape cancels. */
export function PromptDialog({ overlay }: { overlay: PromptOverlay }) {
  const titleId = useId();
  const inputId = useId();
  const [value, setValue] = useState(overlay.value);
  const [choice, setChoice] = useState(overlay.choices?.options[0]?.value);
  const choicesId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.focus();
    // Select the name without its extension, as file managers do.
    const dot = overlay.value.lastIndexOf('.');
    const slash = overlay.value.lastIndexOf('/');
    el.setSelectionRange(slash + 1, dot > slash ? dot : overlay.value.length);
  }, [overlay.value]);
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && overlay.resolve(undefined)}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal"
        onSubmit={(e) => {
          e.preventDefault();
          overlay.resolve(value.trim() ? value : undefined, choice);
        }}
      >
        <h2 id={titleId}>{overlay.title}</h2>
        <label htmlFor={inputId}>{overlay.label}</label>
        <input id={inputId} ref={input} value={value} onChange={(e) => setValue(e.target.value)} spellCheck={false} />
        {overlay.choices && (
          <fieldset className="modal-choices" aria-labelledby={choicesId}>
            <legend id={choicesId}>{overlay.choices.label}</legend>
            {overlay.choices.options.map((option) => (
              <label key={option.value}>
                <input type="radio" name={choicesId} value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
        <div className="modal-buttons">
          <button type="button" onClick={() => overlay.resolve(undefined)}>
            Cancel
          </button>
          <button type="submit" className="primary">
            {overlay.confirm}
          </button>
        </div>
      </form>
    </div>
  );
}
