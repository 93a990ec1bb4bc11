import type { ApiHttpRequest } from '../../core/protocol/api-playground-messages.ts';

/** What the site runtime sends for remembered credentials (keys as in `ApiRequest.credentials`): each header or query parameter as [name, value]. */
function sentForm(credentials: Readonly<Record<string, unknown>>): [string, string][] {
  // Read from the app's storage: a value that is not a string is no credential.
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const sent: [string, string][] = [];
  const token = text(credentials['bearer']).trim();
  if (token) sent.push(['authorization', /^bearer\s/i.test(token) ? token : `Bearer ${token}`]);
  const user = text(credentials['basic-user']);
  const pass = text(credentials['basic-pass']);
  if (user !== '' || pass !== '') sent.push(['authorization', `Basic ${base64(`${user}:${pass}`)}`]);
  for (const [key, value] of Object.entries(credentials)) if (key.startsWith('key:') && text(value) !== '') sent.push([key.slice(4).toLowerCase(), text(value)]);
  return sent;
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The API origins other than `origin` whose remembered credentials `request` carries (in a header
 * or a query parameter, as the site runtime sends them), unless `origin` has the same ones
 * remembered; sorted.
 */
export function foreignCredentialOrigins(request: ApiHttpRequest, origin: string, remembered: Readonly<Record<string, Readonly<Record<string, string>>>>): string[] {
  const carried = new Set(request.headers.map(([name, value]) => `${name.toLowerCase()}\0${value}`));
  try {
    for (const [name, value] of new URL(request.url).searchParams) carried.add(`${name.toLowerCase()}\0${value}`);
  } catch {
    // Not a URL: the request is refused before it is sent.
  }
  const carries = (credentials: Readonly<Record<string, unknown>> | undefined): string[] => (typeof credentials === 'object' && credentials !== null ? sentForm(credentials).map(([name, value]) => `${name}\0${value}`).filter((c) => carried.has(c)) : []);
  const own = new Set(carries(Object.hasOwn(remembered, origin) ? remembered[origin] : undefined));
  return Object.keys(remembered)
    .filter((other) => other !== origin && carries(remembered[other]).some((c) => !own.has(c)))
    .sort();
}
