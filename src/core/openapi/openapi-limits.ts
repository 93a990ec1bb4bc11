// The bounds on the work an OpenAPI file may cause (see core/limits.ts for the others): a spec from
// a stranger must not hang the preview, however large or self-referencing its schemas are.

/** Characters of one spec file (about 20 MB); a larger one gets `openapi/too-large` and is not read. */
export const maxOpenapiChars = 20_000_000;

/** Levels of nested fields a schema shows on a page; deeper fields show by their type's name. */
export const maxSchemaDepth = 12;

/** Fields one operation page shows (parameters, body and response fields together); past it the rest are left out with a note. */
export const maxOperationFields = 2_000;

/**
 * `oneOf`/`anyOf` options one operation page shows, all its schemas together; past it each list says how
 * many more it has (`openapi/schema-too-large`): options that nest options three ways twelve deep are
 * half a million.
 */
export const maxOperationVariants = 500;

/**
 * Schema nodes one operation page may visit, all its schemas, labels and examples together: each schema
 * looked at, each property listed, each example value, and each 100 characters of a description or an
 * example written in the spec (a `$ref` may repeat one on every field). Past it the rest is left out with
 * a note (`openapi/schema-too-large`); the largest page of the corpora uses about 2,300.
 */
export const maxOperationNodes = 100_000;

/** Values (object keys and array items) of one example generated from a schema. */
export const maxExampleValues = 500;

/** `$ref`s followed in a row before a reference is treated as a cycle (`a` → `b` → … → `a`). */
export const maxRefHops = 64;

/** Bytes of one spec a host fetches from a URL (as much as a spec file may hold); past it the fetch stops with `openapi/fetch-failed`. */
export const maxFetchedSpecBytes = maxOpenapiChars;

/** How long a host waits for a spec at a URL before `openapi/fetch-failed` (reason `timeout`). */
export const specFetchTimeoutMs = 10_000;
