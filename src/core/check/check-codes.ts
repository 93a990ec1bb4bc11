/** Diagnostic codes of the project-level checks; stable, referred to by tests, the UI and docs. */
export const ProjectCode = {
  /** Neither docs.json nor mint.json at the project root. */
  missingConfig: 'project/missing-config',
  /** The project is read from the older mint.json; rename it. */
  legacyConfig: 'project/mint-json',
  /** A navigation entry names a page that has no .mdx or .md file; `data.page` is the entry as written. */
  missingPage: 'project/missing-page',
  /** A file name has a page extension twice (`a.mdx.mdx`) or is nothing but one (`.mdx`), so it is no page; `data.file` is the file, `data.rename` the name without its last extension, if any. */
  doubledExtension: 'project/doubled-extension',
  /** A page exists but no navigation entry lists it; `data.page` is its navigation path. */
  orphanPage: 'project/orphan-page',
  /** logo, favicon or backgroundImage names a file that does not exist. */
  missingAsset: 'project/missing-asset',
  /** A relative or root-relative link of a page, or a redirect's destination, leads to no page, folder index page, redirect or file; `data`: `url` as written, `target` the project path looked for (and a redirect's `source`). */
  brokenLink: 'project/broken-link',
  /** A local openapi path names a file that does not exist. */
  missingOpenapi: 'project/missing-openapi',
  /** A local OpenAPI file is not valid JSON or YAML, or is not an OpenAPI description. */
  invalidOpenapi: 'project/invalid-openapi',
  /** logo, favicon, backgroundImage or openapi names a path that leads out of the project folder (`../../etc/passwd`). */
  pathOutsideProject: 'config/path-outside-project',
  /** A file or folder in the project is a symbolic link; it is not followed. */
  symlink: 'project/symlink',
  /** Quire's AI writing-rules file (see core/rules) differs from what the registry and checks make now; `data.file` is its path, the fix regenerates it. */
  rulesOutdated: 'project/rules-outdated',
} as const;

/** One of the stable project-level codes. */
export type ProjectCode = (typeof ProjectCode)[keyof typeof ProjectCode];

/** Diagnostic codes of `quire build`: what it could not build, and which project files go into the site. */
export const BuildCode = {
  /** A page could not be rendered (a bug in Quire); the site shows an error panel in its place. */
  pageFailed: 'build/page-failed',
  /** There is no usable docs.json, so there is nothing to build. */
  noConfig: 'build/no-config',
  /** docs.json has errors; the site was built from its valid settings only. */
  configPartial: 'build/config-partial',
  /** A project file would take the place of a rendered page (`index.html`, `a.html` beside `a.mdx`); the page wins. */
  outputCollision: 'build/output-collision',
  /** A project file is in `_quire/`, the folder of the site's own stylesheet and runtime; it is not copied. */
  reservedPath: 'build/reserved-path',
  /**
   * A project file of a type a site does not serve (`.html`, `.xml`, `.xpdl`, `.js`, …; see
   * copiedFileType): info on the file, and a warning where a page links to it or the config names
   * it (`data`: `url` as written, where a page links, `target` the project path, `extension`).
   */
  notCopied: 'build/not-copied',
  /** A project file whose bytes are not of the type its extension says (a `.png` that is HTML); it is not copied. `data`: `extension`, `found` (`markup` or `other`). */
  contentMismatch: 'build/content-mismatch',
  /** An SVG file had script or other active parts, removed from the copy in the site. */
  svgSanitized: 'build/svg-sanitized',
  /** An SVG file could not be read as SVG, so it is not copied. */
  svgRefused: 'build/svg-refused',
} as const;

/** One of the stable build codes. */
export type BuildCode = (typeof BuildCode)[keyof typeof BuildCode];
