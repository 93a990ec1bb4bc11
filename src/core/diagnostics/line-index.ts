/** A 1-based line and column (UTF-16 code units). */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** A start and end position, end exclusive. */
export interface Range {
  readonly start: Position;
  readonly end: Position;
}

/**
 * Maps offsets of a text to lines and columns and back. Line starts are computed once,
 * lazily, so a text with no diagnostics never pays for them.
 */
export class LineIndex {
  readonly #text: string;
  #starts: number[] | undefined;

  constructor(text: string) {
    this.#text = text;
  }

  #lineStarts(): number[] {
    if (this.#starts) return this.#starts;
    const starts = [0];
    const text = this.#text;
    if (!text.includes('\r')) {
      // Fast path: indexOf is an order of magnitude quicker than a character loop on large files.
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    } else {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10) starts.push(i + 1);
        else if (c === 13) {
          if (text.charCodeAt(i + 1) === 10) i++;
          starts.push(i + 1);
        }
      }
    }
    this.#starts = starts;
    return starts;
  }

  /** The position of an offset; offsets past the end clamp to the end. */
  positionAt(offset: number): Position {
    const starts = this.#lineStarts();
    const o = Math.max(0, Math.min(offset, this.#text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - (starts[lo] ?? 0) + 1 };
  }

  /** The offset of a 1-based position, clamped to the text. */
  offsetAt(position: Position): number {
    const starts = this.#lineStarts();
    const lineStart = starts[Math.max(0, Math.min(position.line - 1, starts.length - 1))] ?? 0;
    return Math.max(0, Math.min(lineStart + position.column - 1, this.#text.length));
  }

  /** The range covering `start` to `end` offsets. */
  rangeOf(start: number, end: number): Range {
    return { start: this.positionAt(start), end: this.positionAt(Math.max(start, end)) };
  }
}
