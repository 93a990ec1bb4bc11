/** A replacement in one text, by offsets. */
export interface TextChange {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}
