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

/**
 * The onAuth callback for a token: answers the host's 401 with the token as the password under the
 * host's username convention, and gives up (instead of asking again) when the host refuses it. The
 * token goes only into the Authorization header isomorphic-git builds, never into a URL or config.
 */
export function tokenAuth(url: string, token: string): AuthCallback {
  return (): GitAuth => ({ username: tokenUsername(url), password: token });
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
