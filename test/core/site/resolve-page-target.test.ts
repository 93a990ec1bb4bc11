import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/index.ts';
import { createSiteSession } from '../../../src/core/session/site-session.ts';
import { resolvePageTarget } from '../../../src/core/site/resolve-page-target.ts';

const page = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;

function session() {
  const redirects = [
    { source: '/old', destination: '/guides/setup#install' },
    { source: '/older', destination: '/old' },
    { source: '/away', destination: 'https://example.com/docs' },
    { source: '/loop-a', destination: '/loop-b' },
    { source: '/loop-b', destination: '/loop-a' },
  ];
  return createSiteSession(new MemoryProject({ 'docs.json': JSON.stringify({ name: 'R', navigation: [{ group: 'G', pages: ['index', 'guides/setup', 'cloud/index'] }], redirects }), 'index.mdx': page('Home'), 'guides/setup.mdx': page('Setup'), 'cloud/index.mdx': page('Cloud') }));
}

describe('resolvePageTarget', () => {
  it('finds a page by file, by URL with its anchor, a folder by its index page, and the home page', () => {
    const s = session();
    const site = s.site()!;
    const find = (target: string) => {
      const found = resolvePageTarget(site, target, s.redirects());
      return found && ('external' in found ? found : { file: found.page.file, anchor: found.anchor });
    };
    expect(['guides/setup.mdx', '/guides/setup#step-2', '/cloud/', '/', '/nowhere'].map(find)).toEqual([
      { file: 'guides/setup.mdx', anchor: undefined },
      { file: 'guides/setup.mdx', anchor: 'step-2' },
      { file: 'cloud/index.mdx', anchor: undefined },
      { file: 'index.mdx', anchor: undefined },
      undefined,
    ]);
  });

  it('follows redirects (a chain, to another site), and ends a loop as nothing', () => {
    const s = session();
    const site = s.site()!;
    const find = (target: string) => {
      const found = resolvePageTarget(site, target, s.redirects());
      return found && ('external' in found ? found : { file: found.page.file, anchor: found.anchor });
    };
    expect(['/old', '/older', '/away', '/loop-a'].map(find)).toEqual([{ file: 'guides/setup.mdx', anchor: 'install' }, { file: 'guides/setup.mdx', anchor: 'install' }, { external: 'https://example.com/docs' }, undefined]);
  });
});
