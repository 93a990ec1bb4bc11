/** The stable codes of page diagnostics (front matter and MDX parsing); a code is never renamed once released. */
export const PageCode = {
  /** The MDX does not parse; the message explains the cause in plain words. */
  mdxSyntax: 'page/mdx-syntax',
  /** The MDX parser (loaded on demand) was not loaded when the page was parsed. */
  parserNotLoaded: 'page/parser-not-loaded',
  /** The page is longer than maxPageChars (core/limits.ts); it is not parsed. */
  tooLarge: 'page/too-large',
  /** Components, lists or quotes nest deeper than maxPageDepth (core/limits.ts); the page is not rendered. */
  tooDeep: 'page/too-deep',
  /**
   * A block (paragraph, heading, table row) has more runs of one kind of inline markup than
   * maxInlineMarkupPerBlock, or the page more than maxInlineMarkupPerPage (core/limits.ts): the
   * runs past it are kept as written. `data`: kind, count, limit, cap (`block` or `page`).
   */
  tooMuchMarkup: 'page/too-much-markup',
  /** The front matter YAML expands more aliases than maxYamlAliases (core/limits.ts); it is not read. */
  yamlTooLarge: 'page/yaml-too-large',
  /** The front matter is not valid YAML. */
  frontmatterSyntax: 'page/frontmatter-syntax',
  /** A front matter key has a value of the wrong type (`title: 12`), or the block is not a mapping. */
  invalidFrontmatter: 'page/invalid-frontmatter',
  /** The page has no front matter block; `data.title` is the title a fix writes. */
  missingFrontmatter: 'page/missing-frontmatter',
  /** The front matter has no `title` or an empty one; `data.title` is the title a fix writes. */
  missingTitle: 'page/missing-title',
  /** The front matter has no `description` or an empty one. */
  missingDescription: 'page/missing-description',
} as const;

/** One of the stable page diagnostic codes. */
export type PageCode = (typeof PageCode)[keyof typeof PageCode];
