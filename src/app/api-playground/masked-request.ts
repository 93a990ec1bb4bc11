import type { ApiHttpRequest } from '../../core/protocol/api-playground-messages.ts';

/** Headers that carry credentials whatever the page says. */
const alwaysSecret = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'api-key']);

/** A secret as shown: its scheme word kept (`Bearer ••••`), the rest hidden. */
function mask(value: string): string {
  const scheme = /^(Bearer|Basic|Token)\s+/i.exec(value);
  return `${scheme ? scheme[0] : ''}••••`;
}

/**
 * The request as the confirmation shows it, credentials masked: the method and URL (secret
 * query parameters masked), then each header `name: value`, then the body's size.
 */
export function maskedRequest(request: ApiHttpRequest, secrets: readonly string[]): { line: string; headers: string[]; body: string | undefined } {
  const secret = new Set(secrets.map((s) => s.toLowerCase()));
  let line = `${request.method} ${request.url}`;
  try {
    const url = new URL(request.url);
    for (const key of [...url.searchParams.keys()]) if (secret.has(key.toLowerCase())) url.searchParams.set(key, '••••');
    line = `${request.method} ${url.href}`;
  } catch {
    // Shown as given; the request is refused later.
  }
  const headers = request.headers.map(([name, value]) => `${name}: ${secret.has(name.toLowerCase()) || alwaysSecret.has(name.toLowerCase()) ? mask(value) : value}`);
  return { line, headers, body: request.body === undefined ? undefined : `${new TextEncoder().encode(request.body).length} bytes` };
}
