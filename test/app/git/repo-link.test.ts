import { describe, expect, it } from 'vitest';
import { cloneUrlProblem, cloneWorkspaceName } from '../../../src/app/git/clone-workspace.ts';
import { projectPathOf } from '../../../src/app/git/project-path.ts';
import { parseRepoLink } from '../../../src/app/git/repo-link.ts';

describe('repository links and clone URLs', () => {
  it('reads ?repo=, ?ref=, ?path= and ?proxy=, trimming the folder', () => {
    expect(parseRepoLink('?repo=https%3A%2F%2Fgithub.com%2Facme%2Fsite.git&ref=dev&path=%2Fdocs%2F&proxy=https%3A%2F%2Fproxy.example')).toEqual({ url: 'https://github.com/acme/site.git', ref: 'dev', folder: 'docs', proxy: 'https://proxy.example' });
    expect(parseRepoLink('?repo=https://gitlab.com/a/b')).toEqual({ url: 'https://gitlab.com/a/b' });
    expect(parseRepoLink('?ref=main')).toBeUndefined();
    expect(parseRepoLink('')).toBeUndefined();
  });

  it('takes HTTPS URLs (plain HTTP only to this machine) and refuses credentials in them', () => {
    expect(cloneUrlProblem('https://github.com/acme/site.git')).toBeUndefined();
    expect(cloneUrlProblem('http://127.0.0.1:8080/site.git')).toBeUndefined();
    expect(cloneUrlProblem('http://github.com/acme/site.git')).toBe("Use the repository's HTTPS URL (https://…).");
    expect(cloneUrlProblem('git@github.com:acme/site.git')).toBe("Enter the repository's HTTPS URL, such as https://github.com/owner/repo.git.");
    expect(cloneUrlProblem('https://x-access-token:ghp_secret@github.com/acme/site.git')).toBe('Remove the user name and token from the URL and put the token in the token field: a URL is shown and stored, a token must not be.');
  });

  it('names a clone after its repository and docs folder, and maps repository paths to project paths', () => {
    expect(cloneWorkspaceName('https://github.com/acme/site.git', '')).toBe('site');
    expect(cloneWorkspaceName('https://github.com/acme/mono/', 'docs')).toBe('mono (docs)');
    expect(projectPathOf('docs/guides/a.mdx', 'docs')).toBe('guides/a.mdx');
    expect(projectPathOf('docsy/a.mdx', 'docs')).toBe('docsy/a.mdx');
    expect(projectPathOf('a.mdx', undefined)).toBe('a.mdx');
  });
});
