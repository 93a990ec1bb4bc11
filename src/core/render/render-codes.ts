/** The stable codes of render diagnostics (what a page's body could not show as written); a code is never renamed once released. */
export const RenderCode = {
  /** A snippet a page imports or names does not exist. */
  snippetMissing: 'render/snippet-missing',
  /** Snippets import each other in a cycle; the repeated one is left out. */
  snippetCycle: 'render/snippet-cycle',
  /** A `{…}` expression or `export` Quire cannot interpret statically; it is left out. */
  unsupportedExpression: 'render/unsupported-expression',
  /** A component the renderer does not know; its content is shown. */
  unknownComponent: 'render/unknown-component',
  /** HTML, a URL or a style that is not allowed (a script, `javascript:`…); it is removed. */
  unsafeContent: 'render/unsafe-content',
  /** A link inside a link (a linked Card holding a link…); the inner one becomes text. */
  nestedLink: 'render/nested-link',
  /** A value larger than maxStaticValueSize (core/limits.ts) once expanded; it is left out. */
  valueTooLarge: 'render/value-too-large',
  /** A block expands more than maxExpansions snippets, components and values (core/limits.ts); the rest are left out. */
  tooManyExpansions: 'render/too-many-expansions',
  /** A code fence highlights lines past maxHighlightedLines (core/limits.ts). */
  highlightTooLong: 'render/highlight-too-long',
  /** A `{{name}}` placeholder names no variable of docs.json's `variables`; it is shown as written. */
  unknownVariable: 'render/unknown-variable',
  /** A table longer than maxTableRows (core/limits.ts); the rest of its rows are left out. */
  tableTooLong: 'render/table-too-long',
  /** A formula KaTeX cannot read (or longer than maxMathChars); its source is shown with the reason. */
  mathUnreadable: 'render/math-unreadable',
} as const;

/** One of the stable render diagnostic codes. */
export type RenderCode = (typeof RenderCode)[keyof typeof RenderCode];
