/** The stable codes of the writing rules (spec 2.4); a code is never renamed once released. */
export const LintCode = {
  /** An image that is not inside a `<Frame>`. */
  imageOutsideFrame: 'lint/image-outside-frame',
  /** An image without alt text. */
  imageMissingAlt: 'lint/image-missing-alt',
  /** A level-1 heading in the body (the title is the page's level-1 heading). */
  headingLevel1: 'lint/heading-level-1',
  /** A code fence without a language. */
  codeMissingLanguage: 'lint/code-missing-language',
  /** A code block holding what looks like a live secret (an API key or token). */
  secretInCode: 'lint/secret-in-code',
} as const;

/** One of the stable writing-rule codes. */
export type LintCode = (typeof LintCode)[keyof typeof LintCode];
