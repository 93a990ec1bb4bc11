import type { RenderedPage } from './render-context.ts';

/**
 * Whether a rendered body asks for an API reference (see withApiReference): an `openapi`, `api` or
 * `asyncapi` front matter value. A page without one never needs the API renderer's code, so this
 * lives apart from it.
 */
export function wantsApiReference(body: RenderedPage): boolean {
  return body.ok && ['openapi', 'api', 'asyncapi'].some((key) => typeof body.frontmatter[key] === 'string');
}
