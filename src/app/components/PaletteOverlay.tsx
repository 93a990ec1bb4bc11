import { useLayoutEffect, useRef, useState } from 'react';
import { useApp } from '../app-context.ts';
import { useOnDemandUi } from './use-on-demand-ui.ts';

/** What was typed into a palette before its code had loaded: the text, arrow moves, and Enter. */
export interface PaletteDraft {
  readonly query: string;
  readonly index: number;
  /** Enter was pressed: the palette runs its first match once it has loaded. */
  readonly submit: boolean;
}

/** The title and placeholder of each palette. */
export const paletteText = {
  'quick-open': { title: 'Go to file', placeholder: 'Type a file name' },
  commands: { title: 'Command palette', placeholder: 'Type a command' },
} as const;

/**
 * Quick open (Ctrl/Cmd+P) or the command palette (Ctrl/Cmd+Shift+P). Its code loads on first
 * use; until then a shell with the same text field takes the keys, and the palette starts from
 * what was typed there.
 */
export function PaletteOverlay({ kind }: { kind: keyof typeof paletteText }) {
  const app = useApp();
  const close = () => app.store.set({ overlay: undefined });
  const ui = useOnDemandUi(kind === 'commands' ? 'Could not open the command palette' : 'Could not open Go to file', close);
  const [draft, setDraft] = useState<PaletteDraft>({ query: '', index: 0, submit: false });
  if (ui) return kind === 'commands' ? <ui.CommandPalette draft={draft} /> : <ui.QuickOpen draft={draft} />;
  return <PaletteShell {...paletteText[kind]} draft={draft} onDraft={setDraft} onClose={close} />;
}

/** The palette while its code loads: the text field, and "Loading…" where the matches will be. */
function PaletteShell({ title, placeholder, draft, onDraft, onClose }: { title: string; placeholder: string; draft: PaletteDraft; onDraft: (draft: PaletteDraft) => void; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  // Layout effect: the field has focus before the next key arrives.
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label={title} className="palette">
        <input
          ref={input}
          role="combobox"
          aria-label={title}
          aria-expanded="true"
          placeholder={placeholder}
          value={draft.query}
          spellCheck={false}
          onChange={(e) => onDraft({ query: e.target.value, index: 0, submit: false })}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') onDraft({ ...draft, index: draft.index + 1 });
            else if (e.key === 'ArrowUp') onDraft({ ...draft, index: Math.max(draft.index - 1, 0) });
            else if (e.key === 'Enter') onDraft({ ...draft, submit: true });
            else if (e.key === 'Escape') onClose();
            else return;
            e.preventDefault();
          }}
        />
        <ul role="listbox" aria-label={`${title} results`}>
          <li className="palette-empty">Loading…</li>
        </ul>
      </div>
    </div>
  );
}
