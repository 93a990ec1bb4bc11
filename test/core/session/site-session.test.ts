import { describe, expect, it } from 'vitest';
import { checkProject, MemoryProject } from '../../../src/core/index.ts';
import { createSiteSession } from '../../../src/core/session/site-session.ts';
import { cachesOf, inSession } from '../../../src/core/session/session-project.ts';
import { parseMemo } from '../../../src/core/page/parse-page.ts';

const page = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`;
const spec = JSON.stringify({ openapi: '3.1.0', info: { title: 'Acme', version: '1' }, paths: { '/users': { get: { summary: 'List users', responses: { '200': { description: 'OK' } } } } } });
const url = 'https://api.acme.dev/openapi.json';

function files(): MemoryProject {
  return new MemoryProject({
    'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Session', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'G', pages: ['index', 'guide'] }, { group: 'API', openapi: url, pages: [] }] } }),
    'index.mdx': page('Home'),
    'guide.mdx': page('Guide'),
  });
}

describe('createSiteSession', () => {
  it('keeps its site model until update says what changed, and reads the config again only when the config file changed', () => {
    const project = files();
    const session = createSiteSession(project);
    const site = session.site();
    expect(site?.pages.map((p) => `${p.path} ${p.title}`)).toEqual(['index Home', 'guide Guide']);
    expect(session.site()).toBe(site);
    const loaded = session.loadedConfig();
    project.set('guide.mdx', page('Guide, again'));
    expect(session.site()).toBe(site);
    session.update(['guide.mdx']);
    expect(session.site()?.pages.map((p) => p.title)).toEqual(['Home', 'Guide, again']);
    expect(session.loadedConfig()).toBe(loaded);
    project.set('docs.json', JSON.stringify({ name: 'Renamed', navigation: [{ group: 'G', pages: ['index'] }] }));
    session.update(['/docs.json']);
    expect(session.loadedConfig()).not.toBe(loaded);
    expect(session.site()?.pages.map((p) => `${p.path} ${p.listed ? 'listed' : 'hidden'}`)).toEqual(['index listed', 'guide hidden']);
  });

  it('says whether an update changed the site: a body edit keeps the site model, front matter, new, deleted and spec files do not', () => {
    const project = files();
    project.set('openapi.json', spec);
    project.set('logo.svg', '<svg/>');
    const session = createSiteSession(project);
    const site = session.site();
    project.set('guide.mdx', `${page('Guide')}More text.\n`);
    expect(session.update(['guide.mdx'])).toEqual({ site: false });
    expect(session.site()).toBe(site);
    project.set('logo.svg', '<svg></svg>');
    expect(session.update(['logo.svg'])).toEqual({ site: false });
    expect(session.site()).toBe(site);
    const changes: [string, () => void][] = [
      ['guide.mdx', () => project.set('guide.mdx', page('Guide, renamed'))],
      ['new.mdx', () => project.set('new.mdx', page('New'))],
      ['new.mdx', () => project.delete('new.mdx')],
      ['.mintignore', () => project.set('.mintignore', 'drafts/\n')],
      ['docs.json', () => project.set('docs.json', JSON.stringify({ name: 'Spec', openapi: 'openapi.json', navigation: [{ group: 'G', pages: ['index', 'guide'] }] }))],
      ['openapi.json', () => project.set('openapi.json', spec.replace('List users', 'List all users'))],
    ];
    expect(
      changes.map(([path, change]) => {
        session.site();
        change();
        return [path, session.update([path]).site];
      }),
    ).toEqual(changes.map(([path]) => [path, true]));
    expect(session.site()?.pages.find((p) => p.path === 'guide')?.title).toBe('Guide, renamed');
  });

  it('indexes the config\u2019s redirects once per config', () => {
    const project = new MemoryProject({ 'docs.json': JSON.stringify({ name: 'R', navigation: [{ group: 'G', pages: ['index'] }], redirects: [{ source: '/old', destination: '/index' }] }), 'index.mdx': page('Home') });
    const session = createSiteSession(project);
    const redirects = session.redirects();
    expect(redirects.list.map((r) => [r.source, r.destination])).toEqual([['/old', '/index']]);
    project.set('index.mdx', page('Home, again'));
    session.update(['index.mdx']);
    expect(session.redirects()).toBe(redirects);
    project.set('docs.json', JSON.stringify({ name: 'R', navigation: [{ group: 'G', pages: ['index'] }] }));
    session.update(['docs.json']);
    expect(session.redirects().list).toEqual([]);
  });

  it('gives the supplied specs to its project: the site gets the pages they generate', () => {
    const session = createSiteSession(files());
    expect(session.site()?.pages.map((p) => p.path)).toEqual(['index', 'guide']);
    session.supplyRemoteSpecs(new Map([[url, { text: spec }]]));
    expect(session.site()?.pages.map((p) => p.path)).toEqual(['index', 'guide', 'acme/list-users']);
    expect(createSiteSession(files(), { remote: new Map([[url, { text: spec }]]) }).site()?.pages.map((p) => p.path)).toEqual(['index', 'guide', 'acme/list-users']);
  });

  it('owns the caches its project carries: a check parses each page into the session, and nothing outside a session is kept', () => {
    const session = createSiteSession(files());
    expect(cachesOf(session.project)).toBe(session.caches);
    expect(inSession(session.project)).toBe(session.project);
    checkProject(session.project);
    expect(session.caches.get(parseMemo).get('guide.mdx')?.text).toBe(page('Guide'));
    const plain = files();
    expect(cachesOf(plain)).not.toBe(cachesOf(plain));
  });
});
