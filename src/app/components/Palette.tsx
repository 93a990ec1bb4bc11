import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fuzzyScore } from './fuzzy-score.ts';
import { PaletteFrame } from './PaletteOverlay.tsx';
import type { PaletteDraft, PaletteKey } from './PaletteOverlay.tsx';

/** One entry of a palette. */
export interface PaletteItem {
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
  readonly run: () => void;
}

/**
 * A filtered list with a text field (quick open, command palette): arrows move, Enter runs, Escape
 * closes. It starts from `draft`, what was typed into its shell while its code loaded.
 */
export function Palette({ title, placeholder, items, draft, onClose }: { title: string; placeholder: string; items: readonly PaletteItem[]; draft: PaletteDraft; onClose: () => void }) {
  const [query, setQuery] = useState(draft.query);
  const [index, setIndex] = useState(draft.index);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const shown = useMemo(() => {
    if (!query) return items.slice(0, 200);
    return items
      .map((item) => ({ item, score: fuzzyScore(query, item.label, item.detail) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 200)
      .map((x) => x.item);
  }, [items, query]);
  const selected = shown[Math.min(index, shown.length - 1)];
  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    item.run();
  };
  // A layout effect: the field takes over the shell's focus, caret at the end, before another key
  // arrives. Enter pressed in the shell runs the match now (once, though StrictMode runs effects twice).
  useLayoutEffect(() => {
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
    if (draft.submit && !submitted.current) {
      submitted.current = true;
      choose(selected);
    }
    // Only on mount: the draft is where the palette starts.
  }, []);
  const onKey = (key: PaletteKey) => {
    if (key === 'ArrowDown') setIndex((i) => Math.min(i + 1, shown.length - 1));
    else if (key === 'ArrowUp') setIndex((i) => Math.max(i - 1, 0));
    else choose(selected);
  };
  const onQuery = (value: string) => {
    setQuery(value);
    setIndex(0);
  };
  return (
    <PaletteFrame title={title} placeholder={placeholder} query={query} input={input} listId={listId} activeId={selected ? `${listId}-${selected.id}` : undefined} onQuery={onQuery} onKey={onKey} onClose={onClose}>
      {shown.map((item) => (
        <li key={item.id} id={`${listId}-${item.id}`} role="option" aria-selected={item === selected} onMouseDown={(e) => (e.preventDefault(), choose(item))}>
          <span>{item.label}</span>
          {item.detail && <span className="palette-detail">{item.detail}</span>}
        </li>
      ))}
      {shown.length === 0 && <li className="palette-empty">No matches</li>}
    </PaletteFrame>
  );
}
