import type { DocsConfig } from '../config/index.ts';

/** A GitHub repository the site's feedback buttons and CTA button point to. */
export interface Repository {
  /** `https://github.com/owner/name`, without a trailing slash or `.git`. */
  readonly url: string;
  /** `owner/name`. */
  readonly slug: string;
}

const githubRepo = /^https?:\/\/(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?(?:[/?#].*)?$/;

/** Parses `https://github.com/owner/name[/…]` into a repository; undefined for anything else (an organization URL, another host). */
export function parseGithubRepository(url: string): Repository | undefined {
  const m = githubRepo.exec(url.trim());
  if (!m?.[1] || !m[2]) return undefined;
  return { url: `https://github.com/${m[1]}/${m[2]}`, slug: `${m[1]}/${m[2]}` };
}

/**
 * The repository a site documents: the `github` call-to-action button's `url`, else the `github`
 * footer social, else the first top-bar link to a GitHub repository.
 */
export function findRepository(config: DocsConfig): Repository | undefined {
  const cta = config.topbarCtaButton;
  const candidates = [cta?.type === 'github' ? cta.url : undefined, config.footerSocials?.github, ...(config.topbarLinks ?? []).map((l) => l.url)];
  for (const url of candidates) {
    const repo = url === undefined ? undefined : parseGithubRepository(url);
    if (repo) return repo;
  }
  return undefined;
}
