import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { SiteService } from '../../src/worker/site-service.ts';
import { parseWorkerRequest } from '../../src/worker/protocol.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';
import { starterProject } from '../../src/workspace/index.ts';

type Event<T extends WorkerEvent['type']> = Extract<WorkerEvent, { type: T }>;

function setup(files: ReadonlyMap<string, string> = starterProject()) {
  const events: WorkerEvent[] = [];
  const feed: WorkerEvent[] = [];
  const timers: (() => void)[] = [];
  const service = new SiteService((e) => events.push(e), { set: (fn) => timers.push(fn), clear: () => {} });
  service.attachPreview({ postMessage: (m) => void feed.push(m as WorkerEvent) });
  service.handle({ type: 'load', files: [...files], assetPrefix: 'asset:' });
  const take = () => {
    feed.splice(0);
    return events.splice(0);
  };
  // Renders as the preview's feed gets them (with their HTML); everything else as the app does.
  const of = <T extends WorkerEvent['type']>(type: T) => (type === 'render' || type === 'render-body' || type === 'render-error' ? feed : events).filter((e): e is Event<T> => e.type === type);
  const runTimers = () => {
    for (const fn of timers.splice(0)) fn();
  };
  return { service, events, take, of, runTimers };
}

const page = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\n${body}\n`;

describe('SiteService', () => {
  it('describes the site on load, and checks the whole project right after (the first page does not wait for it)', () => {
    const { of, runTimers } = setup();
    expect(of('diagnostics')).toEqual([]);
    runTimers();
    const diagnostics = of('diagnostics')[0];
    expect(diagnostics?.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const site = of('site')[0];
    expect(site?.home).toBe('introduction.mdx');
    expect(site?.githubRepository).toBe('https://github.com/mintlify/starter');
    expect(site?.pages.slice(0, 2)).toEqual([
      { path: 'introduction', file: 'introduction.mdx', title: 'Welcome to Acme Plants' },
      { path: 'quickstart', file: 'quickstart.mdx', title: 'Quickstart' },
    ]);
  });

  it('renders the home page for `/`, from the top, with asset URLs the preview resolves', () => {
    const { service, of } = setup();
    service.handle({ type: 'show', target: '/', seq: 1 });
    const render = of('render')[0];
    expect(render).toMatchObject({ seq: 1, file: 'introduction.mdx', pageUrl: '/introduction', scroll: 'top' });
    expect(render?.html).toContain('Welcome to Acme Plants');
    expect(render?.html).toContain('src="asset:logo/light.svg"');
  });

  it('writes asset URLs with each path segment percent-encoded, so a path with a space, quote, parenthesis or comma stays one reference', () => {
    const files = new Map([
      ['docs.json', JSON.stringify({ name: 'Pics', navigation: [{ group: 'Start', pages: ['index'] }] })],
      ['index.mdx', page('Pictures', "![a](/images/docs%20thumbnails/x.png)\n\n<img src=\"/images/docs thumbnails/x.png\" alt=\"b\" />\n\n![c](</images/docs thumbnails/x.png>)\n\n![d](/images/it's%20(1),x.png)")],
      ['images/docs thumbnails/x.png', 'png'],
      ["images/it's (1),x.png", 'png'],
    ]);
    const { service, of } = setup(files);
    service.handle({ type: 'show', target: '/', seq: 1 });
    const html = of('render')[0]?.html ?? '';
    expect([...html.matchAll(/<img src="([^"]*)" alt="([^"]*)"/g)].map((m) => [m[2], m[1]])).toEqual([
      ['a', 'asset:images/docs%20thumbnails/x.png'],
      ['b', 'asset:images/docs%20thumbnails/x.png'],
      ['c', 'asset:images/docs%20thumbnails/x.png'],
      ['d', 'asset:images/it%27s%20%281%29%2Cx.png'],
    ]);
  });

  it('sends whole pages whose head has the theme but neither the shared CSS nor a script (the preview page loads those files itself)', () => {
    const { service, of } = setup();
    service.handle({ type: 'show', target: '/', seq: 1 });
    const html = of('render')[0]?.html ?? '';
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toMatch(/<meta name="generator" content="Quire">(<link rel="icon" href="[^"]*">)?<style>:root\{[^<]*<\/style>$/);
    expect(head).toContain("script-src &#x27;none&#x27;");
    expect(html).not.toContain('<script');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('.q-topbar{');
  });

  it('renders a page named by file or by URL with an anchor', () => {
    const { service, of } = setup();
    service.handle({ type: 'show', target: 'quickstart.mdx', seq: 1 });
    service.handle({ type: 'show', target: '/essentials/markdown#links', seq: 2 });
    expect(of('render').map((r) => [r.seq, r.file, r.scroll])).toEqual([
      [1, 'quickstart.mdx', 'top'],
      [2, 'essentials/markdown.mdx', { anchor: 'links' }],
    ]);
  });

  it('shows a folder’s index page for the folder’s URL, as the export links it', () => {
    const files = new Map([
      ['docs.json', JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'v3/cloud/index'] }] })],
      ['intro.mdx', page('Intro', 'See [cloud](/v3/cloud/).')],
      ['v3/cloud/index.mdx', page('Cloud', 'Text.')],
    ]);
    const { service, of } = setup(files);
    service.handle({ type: 'show', target: '/v3/cloud/', seq: 1 });
    service.handle({ type: 'show', target: '/v3/cloud#top', seq: 2 });
    expect(of('render').map((r) => [r.seq, r.file])).toEqual([
      [1, 'v3/cloud/index.mdx'],
      [2, 'v3/cloud/index.mdx'],
    ]);
  });

  it('previews a page in no navigation when a link or its file names it: a hidden page, with the site’s sidebar and no active entry', () => {
    const files = new Map([
      ['docs.json', JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }] })],
      ['intro.mdx', page('Intro', 'See [the secret](/guides/secret).')],
      ['guides/secret.mdx', page('Secret', 'Text.')],
    ]);
    const { service, of } = setup(files);
    service.handle({ type: 'show', target: '/guides/secret', seq: 1 });
    service.handle({ type: 'show', target: 'guides/secret.mdx', seq: 2 });
    expect(of('not-found')).toEqual([]);
    expect(of('render').map((r) => [r.seq, r.file])).toEqual([
      [1, 'guides/secret.mdx'],
      [2, 'guides/secret.mdx'],
    ]);
    const html = of('render')[0]?.html ?? '';
    expect(html).toContain('<h1 class="q-page-title">Secret</h1>');
    expect(html).toContain('<h2 class="q-nav-heading">Start</h2>');
    expect(html).toMatch(/<a class="q-nav-link" href="[^"]*intro[^"]*">Intro<\/a>/);
    expect(html).not.toContain('q-nav-active');
    expect(html).not.toContain('>Secret</a>');
  });

  it('reports a target that is not a page of the site', () => {
    const { service, of } = setup();
    service.handle({ type: 'show', target: '/nowhere', seq: 3 });
    service.handle({ type: 'show', target: 'snippets/watering-tip.mdx', seq: 4 });
    expect(of('not-found')).toEqual([
      { type: 'not-found', seq: 3, target: '/nowhere' },
      { type: 'not-found', seq: 4, target: 'snippets/watering-tip.mdx' },
    ]);
  });

  it('re-renders the shown page on each edit, keeping the scroll, and re-checks it once typing pauses', () => {
    const { service, take, of, runTimers } = setup();
    service.handle({ type: 'show', target: '/quickstart', seq: 1 });
    runTimers();
    take();
    service.handle({ type: 'set-file', path: 'quickstart.mdx', content: page('Quickstart', '## Typed\n\n<Warning>Unclosed'), seq: 2 });
    service.handle({ type: 'set-file', path: 'quickstart.mdx', content: page('Quickstart', '## Typed now'), seq: 3 });
    expect(of('render').map((r) => [r.seq, r.scroll])).toEqual([[3, 'keep']]);
    expect(of('render-error').map((r) => [r.seq, r.file, r.line])).toEqual([[2, 'quickstart.mdx', 8]]);
    expect(of('render')[0]?.html).toContain('Typed now');
    expect(of('diagnostics')).toEqual([]);
    runTimers();
    expect(of('diagnostics')).toHaveLength(1);
    expect(of('diagnostics')[0]?.diagnostics.filter((d) => d.file === 'quickstart.mdx' && d.severity === 'error')).toEqual([]);
  });

  it('sends only the body when an edit leaves the title and headings alone, and the whole page otherwise', () => {
    const { service, take, of } = setup();
    service.handle({ type: 'show', target: '/quickstart', seq: 1 });
    take();
    const text = starterProject().get('quickstart.mdx') ?? '';
    service.handle({ type: 'set-file', path: 'quickstart.mdx', content: `${text}\nOne more sentence.\n`, seq: 2 });
    service.handle({ type: 'set-file', path: 'quickstart.mdx', content: `${text}\nOne more sentence.\n\n## A new heading\n`, seq: 3 });
    service.handle({ type: 'set-file', path: 'quickstart.mdx', content: `${text}\nOne more sentence, longer.\n\n## A new heading\n`, seq: 4 });
    expect(of('render-body').map((e) => e.seq)).toEqual([2, 4]);
    expect(of('render-body')[0]?.html).toContain('<p>One more sentence.</p>');
    expect(of('render-body')[0]?.html).not.toContain('q-sidebar');
    expect(of('render').map((e) => [e.seq, e.scroll])).toEqual([[3, 'keep']]);
    expect(of('render')[0]?.html).toContain('A new heading');
  });

  it('does not re-render for an edit of another page that leaves its title alone', () => {
    const { service, take, of } = setup();
    service.handle({ type: 'show', target: '/quickstart', seq: 1 });
    take();
    const intro = starterProject().get('introduction.mdx') ?? '';
    service.handle({ type: 'set-file', path: 'introduction.mdx', content: `${intro}\nMore.\n`, seq: 2 });
    expect(of('render')).toEqual([]);
    service.handle({ type: 'set-file', path: 'introduction.mdx', content: intro.replace('title: "Welcome to Acme Plants"', 'title: "Hello"'), seq: 3 });
    expect(of('render').map((r) => r.seq)).toEqual([3]);
    expect(of('render')[0]?.html).toContain('Hello');
  });

  it('adds a page to the site when the config lists it and the file appears', () => {
    const { service, take, of } = setup();
    service.handle({ type: 'show', target: '/', seq: 1 });
    const config = starterProject().get('docs.json') ?? '';
    service.handle({ type: 'set-file', path: 'docs.json', content: config.replace('"pages": ["introduction", "quickstart"]', '"pages": ["introduction", "quickstart", "first-steps"]'), seq: 2 });
    take();
    service.handle({ type: 'set-file', path: 'first-steps.mdx', content: page('First steps', 'Begin here.'), seq: 3 });
    expect(of('site')[0]?.pages.map((p) => p.path).slice(0, 3)).toEqual(['introduction', 'quickstart', 'first-steps']);
    service.handle({ type: 'show', target: 'first-steps.mdx', seq: 4 });
    expect(of('render').at(-1)).toMatchObject({ seq: 4, file: 'first-steps.mdx', pageUrl: '/first-steps' });
  });

  it('shows the footer, top bar and sidebar of the edited docs.json on the shown page and on the next one (the shell regions pages share are made anew)', () => {
    const { service, take, of } = setup();
    service.handle({ type: 'show', target: '/quickstart', seq: 1 });
    service.handle({ type: 'show', target: '/introduction', seq: 2 });
    const socials = (html: string | undefined) => [...(html ?? '').matchAll(/<a class="q-social" href="([^"]*)"/g)].map((m) => m[1]);
    const names = (html: string | undefined) => [...(html ?? '').matchAll(/<(?:p class="q-footer-name"|span class="q-site-name")>([^<]*)</g)].map((m) => m[1]);
    expect(socials(of('render').at(-1)?.html)).toEqual(['https://acme-plants.example', 'https://x.com/acme', 'https://discord.gg/acme', 'https://github.com/acme', 'https://www.linkedin.com/company/acme']);
    take();
    const config = JSON.parse(starterProject().get('docs.json') ?? '{}') as Record<string, unknown>;
    const edited = { ...config, name: 'Acme Gardens', logo: undefined, footer: { ...(config['footer'] as object), socials: { github: 'https://github.com/gardens' } } };
    service.handle({ type: 'set-file', path: 'docs.json', content: JSON.stringify(edited, null, 2), seq: 3 });
    expect(of('render').map((r) => r.seq)).toEqual([3]);
    expect(socials(of('render')[0]?.html)).toEqual(['https://github.com/gardens']);
    expect(names(of('render')[0]?.html)).toEqual(['Acme Gardens', 'Acme Gardens']);
    service.handle({ type: 'show', target: '/quickstart', seq: 4 });
    expect(of('render').at(-1)).toMatchObject({ seq: 4, file: 'quickstart.mdx' });
    expect(socials(of('render').at(-1)?.html)).toEqual(['https://github.com/gardens']);
    expect(names(of('render').at(-1)?.html)).toEqual(['Acme Gardens', 'Acme Gardens']);
  });

  it('shows the GitHub star count once the app has it', () => {
    const { service, take, of } = setup();
    service.handle({ type: 'show', target: '/', seq: 1 });
    take();
    service.handle({ type: 'set-stars', stars: 1234 });
    expect(of('render')).toHaveLength(1);
    expect(of('render')[0]?.html).toMatch(/1[.,]?2k|1,?234/);
  });

  it('shows nothing of the project before after another is loaded: its home page, or why its docs.json gives no site, naming the line', () => {
    const { service, take, of } = setup();
    service.handle({ type: 'show', target: '/quickstart', seq: 1 });
    take();
    // Nothing usable: without its colon, `navigation` cannot be read (a config with errors that can be salvaged shows its site, as the build does).
    const broken = '{\n  "name": "Garden",\n  "navigation" [{ "group": "Start", "pages": ["welcome"] }]\n}\n';
    service.handle({ type: 'load', files: [['docs.json', broken], ['welcome.mdx', page('Garden notes', 'Water on Sundays.')]], assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: '/', seq: 2 });
    expect(of('render')).toEqual([]);
    expect(of('not-found')).toEqual([]);
    expect(of('render-error')).toEqual([{ type: 'render-error', seq: 2, file: 'docs.json', line: 3, message: 'Expected a colon (`:`) after the property name' }]);
    take();
    // Once docs.json is fixed, the page asked for is shown.
    service.handle({ type: 'set-file', path: 'docs.json', content: broken.replace('"navigation" [', '"navigation": ['), seq: 3 });
    expect(of('render').map((r) => [r.seq, r.file, r.pageUrl, r.scroll])).toEqual([[3, 'welcome.mdx', '/welcome', 'top']]);
    expect(of('render')[0]?.html).toContain('Garden notes');
    expect(of('render')[0]?.html).not.toContain('Acme Plants');
  });

  it('shows a docs.json with a trailing comma and a bad colour from its valid settings, as the export does (one loader)', () => {
    const { service, of } = setup();
    const text = '{\n  "name": "Garden",\n  "colors": { "primary": "red" },\n  "navigation": [{ "group": "Start", "pages": ["welcome"] }],\n}\n';
    service.handle({ type: 'load', files: [['docs.json', text], ['welcome.mdx', page('Garden notes', 'Water on Sundays.')]], assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: '/', seq: 1 });
    expect(of('render-error')).toEqual([]);
    expect(of('render').map((r) => [r.seq, r.file, r.pageUrl])).toEqual([[1, 'welcome.mdx', '/welcome']]);
    expect(of('render')[0]?.html).toContain('Garden notes');
  });

  it('sends the reason there is no site again to a preview document attached later', () => {
    const { service, take } = setup();
    service.handle({ type: 'load', files: [['docs.json', '{ "name": ']], assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: '/', seq: 1 });
    take();
    service.attachPreview({ postMessage: () => {} });
    service.detachPreview();
    const feed: WorkerEvent[] = [];
    service.attachPreview({ postMessage: (m) => void feed.push(m as WorkerEvent) });
    expect(feed.map((e) => [e.type, 'file' in e ? e.file : undefined, 'line' in e ? e.line : undefined])).toEqual([['render-error', 'docs.json', 1]]);
  });

  it('checks a loaded project only once its first page reached the preview and was painted (at the latest after 2 s)', () => {
    const delays: number[] = [];
    const service = new SiteService(() => {}, { set: (_fn, ms) => delays.push(ms), clear: () => {} });
    service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'asset:' });
    expect(delays).toEqual([2000]);
    // Rendered before the app attached the preview's feed: the page went nowhere, and the check still waits.
    service.handle({ type: 'show', target: '/', seq: 1 });
    expect(delays).toEqual([2000]);
    // The feed gets the page: the check now waits for its paint, 2 s at most.
    service.attachPreview({ postMessage: () => {} });
    expect(delays).toEqual([2000, 2000]);
    service.handle({ type: 'preview-shown' });
    expect(delays).toEqual([2000, 2000, 0]);
    service.handle({ type: 'show', target: '/quickstart', seq: 2 });
    expect(delays).toEqual([2000, 2000, 0]);
  });

  it('turns an exception of core into a failed event', () => {
    const { service, of } = setup();
    service.handle({ type: 'load', files: 42 as unknown as [], assetPrefix: '' });
    expect(of('failed')).toHaveLength(1);
  });
  it('reports what the render of a page finds (an unknown icon) in the whole check and, from the render just made, in the re-check of the edited page', () => {
    const files = new Map([
      ['docs.json', JSON.stringify({ name: 'Icons', navigation: [{ group: 'G', pages: ['index'] }] })],
      ['index.mdx', page('Home', '<Card title="A" icon="no-such-icon">x</Card>')],
    ]);
    const { service, of, take, runTimers } = setup(files);
    service.handle({ type: 'show', target: 'index.mdx', seq: 1 });
    runTimers();
    const icons = () => of('diagnostics').at(-1)?.diagnostics.filter((d) => d.code === 'site/unknown-icon').map((d) => `${d.file}:${d.line}:${d.column}`);
    expect(icons()).toEqual(['index.mdx:6:23']);
    take();
    service.handle({ type: 'set-file', path: 'index.mdx', content: page('Home', 'Text.\n\n<Card title="A" icon="no-such-icon">x</Card>'), seq: 2 });
    expect(of('render-body')).toHaveLength(1);
    runTimers();
    expect(icons()).toEqual(['index.mdx:8:23']);
  });

  it('reports each symbolic link the app did not read (sent with the project) as project/symlink, as the CLI does, also after an edit', () => {
    const files = new Map([
      ['docs.json', JSON.stringify({ name: 'Links', navigation: [{ group: 'G', pages: ['index'] }] })],
      ['index.mdx', page('Home', 'Text.')],
    ]);
    const { service, of, take, runTimers } = setup(new Map());
    const request = parseWorkerRequest({ type: 'load', files: [...files], assetPrefix: 'asset:', symlinks: ['assets', 'loop'] });
    if (!request) throw new Error('the load request did not parse');
    service.handle(request);
    service.handle({ type: 'show', target: 'index.mdx', seq: 1 });
    runTimers();
    const links = () => of('diagnostics').at(-1)?.diagnostics.filter((d) => d.code === 'project/symlink').map((d) => [d.file, d.severity, d.message]);
    expect(links()).toEqual([
      ['assets', 'warning', 'assets is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
      ['loop', 'warning', 'loop is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
    ]);
    take();
    service.handle({ type: 'set-file', path: 'index.mdx', content: page('Home', 'Other text.'), seq: 2 });
    runTimers();
    expect(links()?.map(([file]) => file)).toEqual(['assets', 'loop']);
  });
});

describe('the first check of a loaded project', () => {
  /** A service with a preview attached and timers that keep their delays. */
  function withPreview() {
    const events: WorkerEvent[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const service = new SiteService((e) => events.push(e), { set: (fn, ms) => timers.push({ fn, ms }) - 1, clear: (id) => void timers.splice(id as number, 1, { fn: () => {}, ms: -1 }) });
    service.attachPreview({ postMessage: () => {} });
    service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: '/', seq: 1 });
    return { service, events, timers };
  }

  it('waits for the preview to paint the first page (preview-shown), with a fallback of 2 s, then starts at once', () => {
    const { service, events, timers } = withPreview();
    expect(events.some((e) => e.type === 'render')).toBe(true);
    // Only the fallback is armed after the first page went out: nothing at 0.
    expect(timers.filter((t) => t.ms >= 0).map((t) => t.ms)).toEqual([2000]);
    service.handle({ type: 'preview-shown' });
    expect(timers.filter((t) => t.ms >= 0).map((t) => t.ms)).toEqual([0]);
    for (const t of timers.splice(0)) t.fn();
    expect(events.filter((e) => e.type === 'diagnostics')).toHaveLength(1);
    // The check done, the search index is made in idle time: its first slice is all that is armed.
    expect(timers.map((t) => t.ms)).toEqual([0]);
    // A second preview-shown for the same project does nothing more.
    service.handle({ type: 'preview-shown' });
    expect(timers.map((t) => t.ms)).toEqual([0]);
  });

  it('accepts preview-shown as a request of the protocol', () => {
    expect(parseWorkerRequest({ type: 'preview-shown' })).toEqual({ type: 'preview-shown' });
  });
});
