/** A replacement in one text, by offsets. */
export interface TextChange {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Applies non-overlapping edits to a text. */
export function applyTextChanges(text: string, edits: readonly TextChange[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
