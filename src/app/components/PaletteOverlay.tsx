import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
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
  const onKey = (key: PaletteKey) =>
    onDraft(key === 'ArrowDown' ? { ...draft, index: draft.index + 1 } : key === 'ArrowUp' ? { ...draft, index: Math.max(draft.index - 1, 0) } : { ...draft, submit: true });
  return (
    <PaletteFrame title={title} placeholder={placeholder} query={draft.query} input={input} onQuery={(query) => onDraft({ query, index: 0, submit: false })} onKey={onKey} onClose={onClose}>
      <li className="palette-empty">Loading…</li>
    </PaletteFrame>
  );
}

/** The keys a palette's list answers (Escape closes it). */
export type PaletteKey = 'ArrowDown' | 'ArrowUp' | 'Enter';

/** What a palette is drawn in: the backdrop, the dialog, the text field and the list; the shell and the loaded palette fill it. */
export function PaletteFrame(props: {
  title: string;
  placeholder: string;
  query: string;
  input: RefObject<HTMLInputElement | null>;
  /** The list's id and the selected option's, once there are options. */
  listId?: string;
  activeId?: string | undefined;
  onQuery: (query: string) => void;
  onKey: (key: PaletteKey) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { title, onClose } = props;
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label={title} className="palette">
        <input
          ref={props.input}
          role="combobox"
          aria-label={title}
          aria-expanded="true"
          aria-controls={props.listId}
          aria-activedescendant={props.activeId}
          placeholder={props.placeholder}
          value={props.query}
          spellCheck={false}
          onChange={(e) => props.onQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || e.key === 'Enter') props.onKey(e.key);
            else if (e.key === 'Escape') onClose();
            else return;
            e.preventDefault();
          }}
        />
        <ul id={props.listId} role="listbox" aria-label={`${title} results`}>
          {props.children}
        </ul>
      </div>
    </div>
  );
}
