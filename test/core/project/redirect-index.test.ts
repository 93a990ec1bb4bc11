import { describe, expect, it } from 'vitest';
import { redirectedUrl } from '../../../src/core/project/link-targets.ts';
import { matchRedirect, redirectIndexOf, redirectParameters, redirectPath } from '../../../src/core/project/redirect-index.ts';

const redirects = [
  { source: '/old', destination: '/new' },
  { source: '/blog/:slug*', destination: '/posts/:slug*' },
  { source: '/docs/:section/:page', destination: '/:section/:page' },
  { source: '/docs/api/:page', destination: '/api/:page' },
  { source: '/docs/guide/intro.mdx', destination: '/guide' },
  { source: '/old', destination: '/newer' },
  { source: '/*', destination: '/home' },
  { source: '/a/:x/c', destination: '/ac' },
  { source: '/a/b/:y', destination: '/ab' },
  { source: '/files/*', destination: '/all-files' },
];

/** The first redirect whose source matches, by scanning every source as the check did before the index. */
function scan(list: readonly { source: string }[], path: string): number | undefined {
  const page = redirectPath(path);
  const i = list.findIndex((r) => redirectParameters(redirectPath(r.source), page) !== undefined);
  return i < 0 ? undefined : i;
}

const paths = ['old', 'old.mdx', '/old#x', 'blog', 'blog/a', 'blog/a/b', 'docs/api/x', 'docs/guide/intro', 'docs/guide', 'docs/a/b/c', 'a/b/c', 'a/z/c', 'a/b/z', 'files', 'files/x/y', '', 'anything'];

describe('redirectIndexOf and matchRedirect', () => {
  it('find the first redirect whose source matches, as scanning every source does', () => {
    // Without the catch-all `/*` (position 6), the later patterns are reached.
    const withoutCatchAll = redirects.filter((r) => r.source !== '/*');
    expect(paths.map((p) => matchRedirect(redirectIndexOf(withoutCatchAll), redirectPath(p)))).toEqual([0, 0, 0, 1, 1, 1, 2, 2, undefined, undefined, 6, 6, 7, 8, 8, undefined, undefined]);
    for (const list0 of [redirects, withoutCatchAll]) for (const cut of [list0.length, 6, 3, 1]) {
      const list = list0.slice(0, cut);
      const index = redirectIndexOf(list);
      expect(paths.map((p) => matchRedirect(index, redirectPath(p)))).toEqual(paths.map((p) => scan(list, p)));
    }
    const index = redirectIndexOf(redirects);
    expect(paths.map((p) => matchRedirect(index, redirectPath(p)))).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
  });

  it('fill the matched source\'s parameters into its destination, and cross a thread as they are', () => {
    const index = structuredClone(redirectIndexOf(redirects));
    expect(['blog/2024/post', 'docs/x/y', 'docs/api/y', 'old', 'nothing/here'].map((p) => redirectedUrl(redirects, p, index))).toEqual(['/posts/2024/post', '/x/y', '/api/y', '/new', '/home']);
    expect(redirectedUrl(redirects.slice(0, 6), 'nothing/here')).toBeUndefined();
  });
});
