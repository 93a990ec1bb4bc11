import '../../setup/load-resources.ts';
import type { Element } from 'hast';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { serializeHtml } from '../../../src/core/render/index.ts';
import { defineResource, loadResources, useResource } from '../../../src/core/resources/index.ts';
import { inSession } from '../../../src/core/session/session-project.ts';
import { planExport } from '../../../src/core/site/export-site.ts';
import { renderFooter } from '../../../src/core/site/render-footer.ts';
import type { ShellContext } from '../../../src/core/site/shell-context.ts';
import { cachedShellPart, linkBaseKey } from '../../../src/core/site/shell-part-cache.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { config, context, page } from './site-fixture.ts';

const files = { 'index.mdx': page('Home'), 'guides/a.mdx': page('A'), 'guides/b.mdx': page('B'), 'logo.svg': '<svg/>' };
const settings = (label: string) => ({ navigation: [{ group: 'Start', pages: ['index', 'guides/a', 'guides/b'] }], footerSocials: { github: `https://github.com/${label}` } });

/** A site in a session (whose caches the shell parts live in), with page URLs relative to the page's folder. */
function sessionSite(label = 'acme', project = inSession(new MemoryProject(files))) {
  return buildSiteModel(config(settings(label)), project);
}

/** The context of a page whose links are relative to its folder, as an export's are; `assets` collects the project files asked for. */
function relative(s: ReturnType<typeof sessionSite>, path: string, assets: string[] = []): ShellContext {
  const up = '../'.repeat(path.split('/').length - 1);
  return context(s, path, {
    pageUrl: (target) => `${up}${target}.html`,
    assetUrl: (file) => {
      if (file !== '') assets.push(file);
      return `${up}${file}`;
    },
  });
}

/** A footer render that counts its calls and links the logo (an asset) and the home page. */
function counted(): { render: (ctx: ShellContext) => Element; calls: () => number } {
  let calls = 0;
  return {
    render: (ctx) => {
      calls++;
      return h('footer', [h('img', { src: ctx.assetUrl('logo.svg'), alt: '' }), h('a', { href: ctx.pageUrl('index') }, 'Home')]);
    },
    calls: () => calls,
  };
}

describe('cachedShellPart', () => {
  it('serializes a region once per site model, region, key and link base, as a raw node of the same HTML as the element serialized', () => {
    const s = sessionSite();
    const { render, calls } = counted();
    const a = cachedShellPart(relative(s, 'guides/a'), 'footer', '', render);
    const b = cachedShellPart(relative(s, 'guides/b'), 'footer', '', render);
    expect(calls()).toBe(1);
    expect(a).toEqual({ type: 'raw', value: '<footer><img src="../logo.svg" alt=""><a href="../index.html">Home</a></footer>' });
    expect(b).toEqual(a);
    // Another folder, another key or another region is rendered anew.
    expect(cachedShellPart(relative(s, 'index'), 'footer', '', render)).toEqual({ type: 'raw', value: '<footer><img src="logo.svg" alt=""><a href="index.html">Home</a></footer>' });
    cachedShellPart(relative(s, 'guides/a'), 'footer', 'other', render);
    cachedShellPart(relative(s, 'guides/a'), 'topbar', '', render);
    expect(calls()).toBe(4);
  });

  it('keeps a bounded amount of HTML per site model: the least recently used region goes first and is rendered again when asked', () => {
    const s = sessionSite();
    let calls = 0;
    // 1,500,000 characters a region: the 4,000,000-character budget holds two of them.
    const big = (ctx: ShellContext) => {
      calls++;
      return h('footer', [h('a', { href: ctx.pageUrl('index') }, 'x'.repeat(1_500_000))]);
    };
    for (const key of ['a', 'b', 'c']) cachedShellPart(relative(s, 'index'), 'footer', key, big);
    expect(calls).toBe(3);
    cachedShellPart(relative(s, 'index'), 'footer', 'c', big);
    cachedShellPart(relative(s, 'index'), 'footer', 'b', big);
    expect(calls).toBe(3);
    cachedShellPart(relative(s, 'index'), 'footer', 'a', big);
    expect(calls).toBe(4);
  });

  it('gives the real footer the same HTML as serializing it in place', () => {
    const s = sessionSite();
    const ctx = relative(s, 'guides/a');
    expect(cachedShellPart(ctx, 'footer', '', renderFooter)).toEqual({ type: 'raw', value: serializeHtml(renderFooter(ctx), { allowDangerousHtml: true }) });
  });

  it('asks again, on every use, the URLs of the project files the region linked (an export learns per page which files it uses)', () => {
    const s = sessionSite();
    const { render } = counted();
    const first: string[] = [];
    const second: string[] = [];
    cachedShellPart(relative(s, 'guides/a', first), 'footer', '', render);
    cachedShellPart(relative(s, 'guides/b', second), 'footer', '', render);
    expect(first).toEqual(['logo.svg']);
    expect(second).toEqual(['logo.svg']);
  });

  it('renders anew for a new site model (the config edited), and never outside a session', () => {
    const project = inSession(new MemoryProject(files));
    const before = sessionSite('acme', project);
    const after = sessionSite('other', project);
    const footer = (s: ReturnType<typeof sessionSite>) => (cachedShellPart(relative(s, 'index'), 'footer', '', renderFooter) as unknown as { value: string }).value;
    expect(footer(before)).toContain('href="https://github.com/acme"');
    expect(footer(after)).toContain('href="https://github.com/other"');
    expect(footer(after)).not.toContain('acme');
    const { render, calls } = counted();
    const outside = buildSiteModel(config(settings('acme')), new MemoryProject(files));
    cachedShellPart(relative(outside, 'guides/a'), 'footer', '', render);
    cachedShellPart(relative(outside, 'guides/b'), 'footer', '', render);
    expect(calls()).toBe(2);
  });

  it('keeps no region whose render missed a resource not loaded yet (an icon bucket): the next page renders it with the resource', async () => {
    defineResource('test/shell-part', () => Promise.resolve('loaded'));
    const s = sessionSite();
    let calls = 0;
    const render = (): Element => {
      calls++;
      return h('footer', useResource<string>('test/shell-part') ?? 'missing');
    };
    const html = (path: string) => (cachedShellPart(relative(s, path), 'footer', '', render) as unknown as { value: string }).value;
    expect(html('guides/a')).toBe('<footer>missing</footer>');
    await loadResources(['test/shell-part']);
    expect(html('guides/b')).toBe('<footer>loaded</footer>');
    expect(html('guides/a')).toBe('<footer>loaded</footer>');
    expect(calls).toBe(2);
  });
});

describe('linkBaseKey', () => {
  it('tells apart pages of other folders and other URL options, and not pages of one folder', () => {
    const s = sessionSite();
    expect(linkBaseKey(relative(s, 'guides/a'))).toBe(linkBaseKey(relative(s, 'guides/b')));
    expect(linkBaseKey(relative(s, 'guides/a'))).toBe('guides\0../.html\0../');
    expect(linkBaseKey(relative(s, 'index'))).toBe('\0.html\0');
  });
});

describe('shell regions in an export', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  const docsJson = {
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#112233' },
    logo: '/images/logo.png',
    navbar: { links: [{ label: 'Start', href: '/guides/start' }] },
    footer: { socials: { github: 'https://github.com/acme' }, links: [{ header: 'Docs', items: [{ label: 'More', href: '/guides/more' }] }] },
    navigation: {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guides/start', 'guides/more'] }] },
        { tab: 'API', groups: [{ group: 'Reference', pages: ['api/a', 'api/b'] }] },
      ],
      global: { anchors: [{ anchor: 'Blog', icon: '/images/blog.png', href: 'https://acme.dev/blog' }] },
    },
  };
  const project = () =>
    new MemoryProject({
      'docs.json': JSON.stringify(docsJson),
      ...Object.fromEntries(['index', 'guides/start', 'guides/more', 'api/a', 'api/b'].map((p) => [`${p}.mdx`, page(p)])),
      'images/logo.png': png,
      'images/blog.png': png,
    });

  it('gives every page the HTML and the linked files it gets alone, whatever page filled the regions first', () => {
    const forward = planExport(project());
    const backward = planExport(project());
    const jobs = forward.jobs;
    expect(jobs.map((j) => j.out)).toEqual(['index.html', 'guides/start.html', 'guides/more.html', 'api/a.html', 'api/b.html']);
    const first = jobs.map((job) => forward.renderJob(job));
    const second = [...jobs].reverse().map((job) => backward.renderJob(job)).reverse();
    const alone = jobs.map((job) => planExport(project()).renderJob(job));
    for (const [i, job] of jobs.entries()) {
      expect(first[i]?.html, job.out).toBe(alone[i]?.html);
      expect(second[i]?.html, job.out).toBe(alone[i]?.html);
      expect(first[i]?.referenced, job.out).toEqual(['images/logo.png', 'images/blog.png']);
      expect(second[i]?.referenced, job.out).toEqual(['images/logo.png', 'images/blog.png']);
    }
    expect(first[1]?.html).toContain('<a class="q-logo" href="../index.html"><img class="q-logo-img" src="../images/logo.png" alt="Acme"></a>');
    expect(first[3]?.html).toContain('<a class="q-tab q-tab-active" href="a.html" aria-current="page">API</a>');
    expect(first[2]?.html).toContain('<a class="q-footer-link" href="more.html">More</a>');
  });
});
