/** The stable codes of site diagnostics (the shell around the pages); a code is never renamed once released. */
export const SiteCode = {
  /** An icon name (in docs.json or a page's front matter) that is not in the bundled set; a fallback icon is shown. */
  unknownIcon: 'site/unknown-icon',
} as const;

/** One of the stable site diagnostic codes. */
export type SiteCode = (typeof SiteCode)[keyof typeof SiteCode];

/** The stable codes of the QuireErrors the site functions throw (a caller's mistake, not a problem of the project). */
export const SiteErrorCode = {
  /** A page was asked for by a path that is not a navigable page of the site (`data.page`). */
  unknownPage: 'site/unknown-page',
  /** A page was asked for while the project has no usable config (`data.page`). */
  noConfig: 'site/no-config',
} as const;
