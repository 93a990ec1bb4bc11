import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { checkProject, loadSiteConfig, MemoryProject } from '../../../src/core/index.ts';
import type { Diagnostic } from '../../../src/core/index.ts';
import { maxRedirects } from '../../../src/core/limits.ts';

const page = (title: string, body = 'Some text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;

// Chains, loops, patterns, sites elsewhere and destinations that lead nowhere, as a site's redirects mix them.
const mixed = [
  { source: '/old', destination: '/intro' },
  { source: '/chain-a', destination: '/chain-b' },
  { source: '/chain-b', destination: '/chain-c' },
  { source: '/chain-c', destination: '/intro#top' },
  { source: '/loop-a', destination: '/loop-b' },
  { source: '/loop-b', destination: '/loop-a' },
  { source: '/gone', destination: '/nowhere' },
  { source: '/blog/:slug*', destination: '/posts/:slug*' },
  { source: '/docs/:section/:page', destination: '/intro' },
  { source: '/to-blog', destination: '/blog/2024/hello' },
  { source: '/to-docs', destination: '/docs/a/b' },
  { source: '/to-docs-short', destination: '/docs/a' },
  { source: '/elsewhere', destination: 'https://example.com/new' },
  { source: '/old', destination: '/missing-twice' },
  { source: '/folder', destination: '/guides/' },
];

/** The redirect and link diagnostics of a project whose docs.json has `redirects`, as `path target` lines. */
function brokenLinks(redirects: readonly object[]): string[] {
  const config = { name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'guides/index'] }], redirects };
  const project = new MemoryProject({
    'docs.json': JSON.stringify(config),
    'intro.mdx': page('Intro', 'See [a](/chain-a), [b](/blog/x/y), [c](/docs/x/y), [d](/docs/x) and [e](/f100).'),
    'guides/index.mdx': page('Guides'),
  });
  return checkProject(project).diagnostics.filter((d) => d.code === 'project/broken-link' || d.code.startsWith('config/')).map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.path ?? ''} ${String(d.data?.['target'] ?? '')}`);
}

describe('checking many redirects', () => {
  // What the check said when it scanned every source for each destination (the same lines before the index).
  const small = [
    'docs.json:1:401 project/broken-link redirects[6].destination nowhere',
    'docs.json:1:670 project/broken-link redirects[11].destination docs/a',
    'docs.json:1:776 project/broken-link redirects[13].destination missing-twice',
    'intro.mdx:6:52 project/broken-link  docs/x',
    'intro.mdx:6:69 project/broken-link  f100',
  ];

  it('reports the destinations and links that lead nowhere, following chains, loops and patterns', () => {
    expect(brokenLinks(mixed)).toEqual(small);
  });

  it(`checks ${maxRedirects.toLocaleString('en-US')} redirects with the same findings, the broken ones among them at their own positions`, () => {
    // A chain through all of them (`/f19999` ends it), with every 4,000th leading nowhere.
    const filler = Array.from({ length: maxRedirects - mixed.length }, (_, i) => ({ source: `/f${i}`, destination: i % 4000 === 3999 ? `/lost/${i}` : `/f${i + 1}` }));
    const all = [...mixed, ...filler];
    expect(all).toHaveLength(20_000);
    const lost = filler.flatMap((r, i) => (r.destination.startsWith('/lost/') ? [`redirects[${mixed.length + i}].destination lost/${i}`] : []));
    expect(lost).toHaveLength(4);
    // The last filler redirect's destination is no source, so it leads nowhere too.
    const tail = `redirects[${all.length - 1}].destination f${filler.length}`;
    const found = brokenLinks(all);
    expect(found.slice(0, 3)).toEqual(small.slice(0, 3));
    expect(found.slice(3, -1).map((line) => line.replace(/^docs\.json:1:\d+ project\/broken-link /, ''))).toEqual([...lost, tail]);
    // `/f100` is a redirect source now, so the link to it leads somewhere.
    expect(found.slice(-1)).toEqual([small[3]]);
  });

  it(`past ${maxRedirects.toLocaleString('en-US')} redirects, warns once at the key and ignores the rest, in either format and when the config has an error`, () => {
    const filler = Array.from({ length: maxRedirects }, (_, i) => ({ source: `/f${i}`, destination: '/intro' }));
    // Past the limit: a destination that is no URL (an error if it were read) and a source a page links to.
    const redirects = [...filler, { source: '/late', destination: '' }, { source: '/later', destination: '/nowhere' }];
    const formats = {
      spec: { name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }], redirects },
      current: { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['intro'] }] }, redirects },
      invalid: { name: 'Acme', colors: { primary: 'green' }, navigation: [{ group: 'Start', pages: ['intro'] }], redirects },
    };
    const message = '20,002 redirects: Quire reads the first 20,000 and ignores the rest (they are not checked, built or followed). Remove the redirects of pages nobody links to any more, or use a pattern such as `/blog/:slug*` for a moved folder.';
    for (const [format, config] of Object.entries(formats)) {
      const text = JSON.stringify(config);
      const project = new MemoryProject({ 'docs.json': text, 'intro.mdx': page('Intro', 'See [late](/later).') });
      const column = text.indexOf('"redirects"') + 1;
      const warning = `docs.json:1:${column}-${column + 11} warning config/too-many-redirects redirects {"count":20002,"limit":20000}`;
      const loaded = loadSiteConfig(project);
      const line = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}-${d.endColumn} ${d.severity} ${d.code} ${d.path ?? ''} ${JSON.stringify(d.data)}`;
      expect({ format, found: loaded.diagnostics.filter((d) => d.code !== 'config/invalid-color').map(line), redirects: loaded.config?.redirects?.length, valid: loaded.valid }).toEqual({ format, found: [warning], redirects: maxRedirects, valid: format !== 'invalid' });
      expect(loaded.diagnostics.find((d) => d.code === 'config/too-many-redirects')?.message).toBe(message);
      // The whole check once: the ignored source is no link target.
      if (format === 'spec') expect(checkProject(project).diagnostics.map(line)).toEqual([warning, 'intro.mdx:6:5-19 warning project/broken-link  {"url":"/later","target":"later"}']);
    }
  });
});
