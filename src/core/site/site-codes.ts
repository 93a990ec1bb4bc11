/** The stable codes of site diagnostics (the shell around the pages); a code is never renamed once released. */
export const SiteCode = {
  /** An icon name (in docs.json or a page's front matter) that is not in the bundled set; a fallback icon is shown. */
  unknownIcon: 'site/unknown-icon',
} as const;

/** One of the stable site diagnostic codes. */
export type SiteCode = (typeof SiteCode)[keyof typeof SiteCode];
