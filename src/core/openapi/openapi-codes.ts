/** The stable codes of OpenAPI diagnostics (spec files and the pages that document their operations); a code is never renamed once released. */
export const OpenapiCode = {
  /** A Swagger 2.0 file: Quire reads OpenAPI 3.0 and 3.1 only; `data.file` is the file. */
  swagger2: 'openapi/swagger-2',
  /** A `$ref` that leads nowhere (no such file, or no such place in it); `data.ref` is the reference. */
  danglingRef: 'openapi/dangling-ref',
  /** A page's `openapi` front matter names no operation of the project's specs; `data.suggestions` are the closest ones. */
  unknownOperation: 'openapi/unknown-operation',
  /** A page's `openapi` front matter is not `[file] METHOD /path`. */
  invalidOperation: 'openapi/invalid-operation',
  /**
   * A spec at a URL was not fetched (the CLI fetches only with `--fetch`), so its operations are unknown: at the config's
   * URL (info), a page's operation that may be there, or a `$ref` to a URL none supplied; `data.url` is the URL.
   */
  notFetched: 'openapi/not-fetched',
  /**
   * The host fetched a spec the config names by URL and failed (`data.reason`: status, network, timeout, too-large, scheme, offline,
   * not-openapi): at the config's URL (warning), and at a page's operation that may be there (error, `data.value`); `data.url` is the URL.
   */
  fetchFailed: 'openapi/fetch-failed',
  /** A spec file is larger than maxOpenapiChars (openapi-limits.ts); it is not read. */
  tooLarge: 'openapi/too-large',
  /**
   * An operation page reached maxOperationFields, maxOperationVariants or maxOperationNodes (openapi-limits.ts):
   * the rest of its schemas is left out with a note; `data`: `operation`, `fields`, `variants` (how many were
   * left out), `nodes` (whether the node budget ran out).
   */
  schemaTooLarge: 'openapi/schema-too-large',
} as const;

/** One of the stable OpenAPI diagnostic codes. */
export type OpenapiCode = (typeof OpenapiCode)[keyof typeof OpenapiCode];
