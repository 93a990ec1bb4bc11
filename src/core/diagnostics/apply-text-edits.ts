/** A replacement of the text between two offsets of one text. */
export interface OffsetEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Applies non-overlapping edits of one text, given in any order (a fix's edits, a rename's), and returns the new text. */
export function applyTextEdits(text: string, edits: readonly OffsetEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
