import type { AuthCallback, GitAuth } from 'isomorphic-git';

/**
 * The username a host expects beside a token in Basic auth: GitHub `x-access-token`, GitLab
 * `oauth2`, Bitbucket `x-token-auth`; other hosts (Gitea, Forgejo, self-hosted) take GitHub's.
 */
export function tokenUsername(url: string): string {
  const host = hostOf(url);
  if (host === 'bitbucket.org' || host.endsWith('.bitbucket.org')) return 'x-token-auth';
  if (host === 'gitlab.com' || host.startsWith('gitlab.') || host.includes('.gitlab.')) return 'oauth2';
  return 'x-access-token';
}

/** Tokens by origin (`https://github.com`, `http://127.0.0.1:8080`): scheme, host and port, as `originOf` writes them. */
export type GitCredentials = Readonly<Record<string, string>>;

/**
 * The onAuth callback for tokens by origin: answers a host's 401 with the token of the origin of the
 * URL isomorphic-git is about to send the request to (the one it passes in, read from `.git/config`
 * for a pull or push), never with a token chosen from anywhere else; an origin with no token gets
 * none, and the 401 stands. The token goes only into the Authorization header isomorphic-git builds.
 */
export function credentialAuth(credentials: GitCredentials): AuthCallback {
  return (url): GitAuth | undefined => {
    const origin = originOf(url);
    const token = origin && Object.hasOwn(credentials, origin) ? credentials[origin] : undefined;
    return token ? { username: tokenUsername(url), password: token } : undefined;
  };
}

/** Whether `credentials` hold a token for the origin of `url`. */
export function hasCredential(credentials: GitCredentials | undefined, url: string): boolean {
  const origin = originOf(url);
  return credentials !== undefined && origin !== '' && Object.hasOwn(credentials, origin) && Boolean(credentials[origin]);
}

/**
 * The origin of an http(s) URL, the key a token is kept under: scheme, lower-case host and the port
 * unless it is the scheme's default (`https://github.com`, `http://127.0.0.1:8080`); empty for
 * anything else or a URL that does not parse.
 */
export function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

/** The host name of a URL, lower case; empty when the URL does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** A URL without user name, password, query or fragment: safe to show and to keep in errors. */
export function publicUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '';
  }
}
