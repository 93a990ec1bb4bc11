import { maxRedirects } from '../limits.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import { isJsonObject } from './is-json-object.ts';
import { formatCount } from '../diagnostics/format-count.ts';

/** A warning at the `redirects` key when a raw docs.json value (either format) has more than maxRedirects of them. */
export function checkRedirectCount(value: unknown): ConfigProblem[] {
  const redirects = isJsonObject(value) ? value['redirects'] : undefined;
  if (!Array.isArray(redirects) || redirects.length <= maxRedirects) return [];
  const limit = formatCount(maxRedirects);
  return [
    {
      path: ['redirects'],
      target: 'key',
      severity: 'warning',
      code: ConfigCode.tooManyRedirects,
      message: `${formatCount(redirects.length)} redirects: Quire reads the first ${limit} and ignores the rest (they are not checked, built or followed). Remove the redirects of pages nobody links to any more, or use a pattern such as \`/blog/:slug*\` for a moved folder.`,
      data: { count: redirects.length, limit: maxRedirects },
    },
  ];
}

/** A raw docs.json value with only its first maxRedirects redirects (the value itself when it has no more). */
export function withinRedirectLimit(value: unknown): unknown {
  if (!isJsonObject(value) || !Array.isArray(value['redirects']) || value['redirects'].length <= maxRedirects) return value;
  return { ...value, redirects: value['redirects'].slice(0, maxRedirects) };
}
