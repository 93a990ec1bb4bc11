/** What a completion offers, before it becomes a Monaco completion item. */
export type SuggestionKind = 'component' | 'attribute' | 'value' | 'frontmatter' | 'snippet' | 'page';

/** One completion, platform-free: offsets instead of Monaco ranges, so it can be tested in Node. */
export interface CompletionSuggestion {
  readonly label: string;
  readonly kind: SuggestionKind;
  /** The text inserted; a snippet (with `$1` tab stops) when `snippet` is true. */
  readonly insertText: string;
  readonly snippet: boolean;
  /** Offsets of the text the completion replaces. */
  readonly start: number;
  readonly end: number;
  /** A short line shown beside the label. */
  readonly detail: string;
  /** Markdown shown in the details pane. */
  readonly documentation: string;
  /** Sorts before the label when present (Monaco compares sortText). */
  readonly sortText?: string;
}
