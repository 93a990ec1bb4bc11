// OpenAPI reference pages: the generated part of a page whose front matter names an operation.
export type { OpenapiPageInput } from './openapi-page.ts';
export { withOpenapiOperation } from './openapi-page.ts';
export { openapiStyles } from './openapi-styles.ts';
export { withOperationMeta } from './operation-meta.ts';
