// The documented limits on the work one input may cause, in one place. A project from a stranger
// must never hang the CLI or the preview, run it out of memory or crash it with a stack overflow:
// past each limit the input gets a positioned diagnostic instead, and the rest of the site is
// still checked and built. The README lists these under "The command line" → "Limits".

/**
 * Characters of one page (about 1 MB of text; a long reference page has a few hundred thousand).
 * A larger page gets `page/too-large` and is not parsed: parsing and rendering take seconds per
 * megabyte, so five would take most of a minute.
 */
export const maxPageChars = 1_000_000;

/**
 * Characters of one page counting the base64 payloads of inline `data:` images, which maxPageChars
 * leaves out (they are one token each for the parser, and live pages embed screenshots this way). A
 * larger page gets `page/too-large` and is not parsed.
 */
export const maxPageCharsWithData = 20_000_000;

/**
 * Levels of nesting in one page's tree (components in components, lists in lists, quotes in
 * quotes), and of quote and list markers opening one line (four columns of indentation count as
 * one). A deeper page gets `page/too-deep` and shows an error panel: each level is a call in the
 * checker and renderer, and thousands of them overflow the stack (or, for lists, take minutes to parse).
 */
export const maxPageDepth = 200;

/** Levels of `{`/`[` nesting in docs.json. Deeper text gets `config/too-deep` and is not validated further. */
export const maxJsonDepth = 256;

/**
 * Levels of groups inside groups in `navigation`. A deeper group gets `config/too-deep`; a build
 * leaves it (and what it holds) out of the sidebar.
 */
export const maxNavigationDepth = 32;

/**
 * Size of one value the static interpreter builds from `export const` and `{…}` (array items and
 * object keys count 1 each, text 1 per character, repeated references each time). A larger value
 * is left out with `render/value-too-large`: `[o0, o0]` doubled 32 times is 2³² items to render.
 */
export const maxStaticValueSize = 1_000_000;

/**
 * Snippets, components and JSX values one top-level block of a page may expand (each use counts,
 * nested ones too). Past it the rest of the block's expansions are left out with
 * `render/too-many-expansions`: two components that each use the one before twice double the
 * output at every level.
 */
export const maxExpansions = 10_000;

/**
 * YAML alias expansions (`*name`, counted as the `yaml` package's maxAliasCount does) one front
 * matter block or OpenAPI file may make; more is an alias bomb (a few lines that expand to billions
 * of nodes) and gets `page/yaml-too-large` or `project/invalid-openapi`.
 */
export const maxYamlAliases = 1000;

/** Rows of one Markdown table below its header. Rows past it are left out with a `render/table-too-long` warning. */
export const maxTableRows = 5_000;

/**
 * The last line a code fence's meta may highlight: `{1-100000000}` highlights lines 1 to 10,000,
 * with a `render/highlight-too-long` warning.
 */
export const maxHighlightedLines = 10_000;

/**
 * Redirects in docs.json (`redirects`). Past it the rest are ignored with a `config/too-many-redirects`
 * warning at the key: each redirect is checked, written as a page and matched against links, and a
 * site moving a few thousand pages stays well within it.
 */
export const maxRedirects = 20_000;

/**
 * Runs of one kind of inline markup (`*`/`_`/`~` runs; `[` and `]`; code span openings; `www.` and
 * `://`) in one block (paragraph, heading, table row). Past it the block's further runs of that kind
 * are kept as written (no emphasis, links or code) with a `page/too-much-markup` warning: micromark's
 * time grows with the square of their number in one paragraph (36 KB of `*a_ ` and `a*` took a
 * minute; real pages have at most a few dozen per block). What micromark reads again from each
 * code span opening (to its closing run), bare link (to the next space) and open `[` (each word
 * after it looks back to it) is limited to maxPageChars per page in the same way (core/page/inline-markup-cap.ts).
 */
export const maxInlineMarkupPerBlock = 500;

/** Runs of one kind of inline markup in one page; past it, as past maxInlineMarkupPerBlock. */
export const maxInlineMarkupPerPage = 10_000;

/**
 * Characters of one formula (`$…$`, a `$$` block, `<Latex>`) that are typeset: KaTeX's time grows
 * with the formula, and a longer one is no formula a reader can take in. Past it the source is shown.
 */
export const maxMathChars = 10_000;

/**
 * Utility classes (Tailwind's `block`, `dark:hidden`…) of one page whose CSS is generated: UnoCSS's
 * time grows with their number, and a page written by hand uses far fewer. Past it the rest (in
 * sorted order) have no effect.
 */
export const maxUtilityClasses = 2_000;

/** Characters of one utility class; a longer class name (an arbitrary value holding a data URL…) has no effect. */
export const maxUtilityClassChars = 200;
