import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { repoOf } from '../../../../src/core/render/components/render-github-repo.ts';
import { codes, html, render } from '../render-helpers.ts';

const card = (variant: string) =>
  h('a', { className: ['q-github-repo', `q-github-repo-${variant}`], href: 'https://github.com/mintlify/docs' }, [
    h('span', { className: ['q-github-repo-icon'], ariaHidden: 'true' }),
    h('span', { className: ['q-github-repo-text'] }, [h('span', { className: ['q-github-repo-owner'] }, 'mintlify/'), h('span', { className: ['q-github-repo-name'] }, 'docs')]),
    h('span', { className: ['q-github-repo-host'] }, 'github.com'),
  ]);

describe('<GitHub.Repo>', () => {
  it('renders a static card linking to the repository (nothing is fetched)', () => {
    const page = render('<GitHub.Repo repo="mintlify/docs" />');
    expect(page.html).toBe(html(card('inset')));
    expect(codes(page)).toEqual([]);
  });

  it('takes a GitHub URL and the flat variant', () => {
    expect(render('<GitHub.Repo repo="https://github.com/mintlify/docs.git" variant="flat" />').html).toBe(html(card('flat')));
  });

  it('shows what was written, unlinked, when it is not a repository', () => {
    expect(render('<GitHub.Repo repo="not a repo" />').html).toBe(html(h('div', { className: ['q-github-repo', 'q-github-repo-inset'] }, [h('span', { className: ['q-github-repo-icon'], ariaHidden: 'true' }), h('span', { className: ['q-github-repo-name'] }, 'not a repo')])));
  });

  it('reads owner and name from slugs and URLs only', () => {
    expect(repoOf('a/b')).toEqual({ owner: 'a', name: 'b' });
    expect(repoOf('https://github.com/a/b/tree/main')).toEqual({ owner: 'a', name: 'b' });
    expect(repoOf('https://evil.test/a/b')).toBeUndefined();
    expect(repoOf('a')).toBeUndefined();
  });
});
