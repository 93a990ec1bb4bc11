// The API playground messages' bounds (api-playground-messages.ts declares the messages with zod):
// zod-free, for the preview's script, which checks the messages with hand-written guards.

/** The longest header name, secret name, credential key or API origin a request may carry. */
export const apiNameMaxLength = 256;

/** The longest header value or credential value a request may carry. */
export const apiValueMaxLength = 16_384;

/** The longest request URL. */
export const apiUrlMaxLength = 8_192;

/** The most headers a request may carry. */
export const apiHeadersMaxCount = 100;

/** The longest request body. */
export const apiBodyMaxLength = 1_000_000;

/** The most secrets a request may name. */
export const apiSecretsMaxCount = 20;

/** The most API origins a page's playground may ask credentials for. */
export const apiOriginsMaxCount = 10;

/** The request methods a playground may send. */
export const apiMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const;
