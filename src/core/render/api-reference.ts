import type { RenderedPage } from './render-context.ts';
import { withAsyncapiChannel } from './asyncapi/index.ts';
import type { OpenapiPageInput } from './openapi/index.ts';
import { withOpenapiOperation } from './openapi/index.ts';

/**
 * A page body with the API reference its front matter asks for: the OpenAPI operation an `openapi`
 * value names, the playground of an `api` value (see withOpenapiOperation), the AsyncAPI channel an
 * `asyncapi` value names (see withAsyncapiChannel). Other pages are returned unchanged.
 */
export function withApiReference(body: RenderedPage, input: OpenapiPageInput): RenderedPage {
  return withAsyncapiChannel(withOpenapiOperation(body, input), input);
}

