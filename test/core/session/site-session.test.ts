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
