/** An edit of one text: replace `start`..`end` (offsets) with `text`. */
export interface OffsetEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Applies non-overlapping edits to a text (in any order) and returns the new text. */
export function applyTextEdits(text: string, edits: readonly OffsetEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
