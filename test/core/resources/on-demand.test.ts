import { expect, it, vi } from 'vitest';

// The setup file loads every resource into the modules the other tests import; a fresh copy of
// core (after resetModules) starts with nothing loaded, as the playground's worker does.
const freshCore = async () => {
  vi.resetModules();
  return import('../../../src/core/index.ts');
};

const page = ['---', 'title: Plants', 'keywords:', '  - soil', '---', '', '<Icon icon="rocket" />', '', '```python', 'x = 1', '```', ''].join('\n');

it("renders an empty box in the icon's place and plain code until their data loads, then notes nothing missing", async () => {
  const core = await freshCore();
  const project = new core.MemoryProject(new Map([['index.mdx', page]]));
  const { result: first, missing } = core.trackResources(() => core.renderPage(page, { project, file: 'index.mdx', icon: (name: string, type?: string) => core.iconOrFallback(name, type).svg }));
  const { iconBucketOf } = await import('../../../src/core/icons/icon-buckets.ts');
  expect([...missing].sort()).toEqual(['grammar/python', `icons/fontawesome/${iconBucketOf('fontawesome', 'rocket')}`, 'yaml']);
  expect(first.html).toContain('<span class="q-icon" data-icon="rocket"><svg xmlns="http://www.w3.org/2000/svg" class="q-icon" viewBox="0 0 512 512" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false"><path d=""></path></svg></span>');
  expect(first.html).not.toContain('q-icon-fallback');
  expect(first.html).not.toContain('hljs-');
  // Without the YAML parser the list in the front matter is not read yet.
  expect(first.frontmatter).toEqual({});

  const settled = await core.settleResources(() => core.renderPage(page, { project, file: 'index.mdx', icon: (name: string, type?: string) => core.iconOrFallback(name, type).svg }));
  expect(core.trackResources(() => core.renderPage(page, { project, file: 'index.mdx', icon: (name: string, type?: string) => core.iconOrFallback(name, type).svg })).missing).toEqual([]);
  expect(settled.html).not.toContain('q-icon-fallback');
  expect(settled.html).not.toContain('<path d="">');
  expect(settled.html).toContain('<span class="hljs-number">1</span>');
  expect(settled.frontmatter).toEqual({ title: 'Plants', keywords: ['soil'] });
});

it("knows an unknown icon name once its name's buckets are loaded (Font Awesome's, then Lucide's: a Lucide name under Font Awesome draws Lucide's icon), and loads nothing more for it", async () => {
  const core = await freshCore();
  const { iconBucketOf } = await import('../../../src/core/icons/icon-buckets.ts');
  const project = new core.MemoryProject(new Map([['index.mdx', '<Icon icon="no-such-icon" />\n']]));
  const render = () => core.trackResources(() => core.renderPage('<Icon icon="no-such-icon" />\n', { project, file: 'index.mdx', icon: (name: string, type?: string) => core.iconOrFallback(name, type).svg }));
  // Until both buckets are in, the name is not judged: an empty box holds its place.
  const before = render();
  expect(before.result.html).not.toContain('q-icon-fallback');
  expect(before.result.html).toContain('<path d=""></path>');
  expect(before.missing).toEqual([`icons/fontawesome/${iconBucketOf('fontawesome', 'no-such-icon')}`]);
  await core.loadResources(before.missing);
  const second = render();
  expect(second.missing).toEqual([`icons/lucide/${iconBucketOf('lucide', 'no-such-icon')}`]);
  expect(second.result.html).not.toContain('q-icon-fallback');
  await core.loadResources(second.missing);
  const after = render();
  expect(after.result.html).toContain('q-icon-fallback');
  expect(after.missing).toEqual([]);
});

it("loads another name's bucket, then the bucket of the icon it names", async () => {
  const core = await freshCore();
  const { iconBucketOf } = await import('../../../src/core/icons/icon-buckets.ts');
  const bucket = (name: string) => `icons/fontawesome/${iconBucketOf('fontawesome', name)}`;
  const known = (name: string) => core.trackResources(() => core.iconOrFallback(name).known);
  // While a bucket it needs is missing, the icon counts as known (its place is held; no unknown-icon warning yet).
  expect(known('rocket')).toEqual({ result: true, missing: [bucket('rocket')] });
  // `external-link` is Font Awesome's old name of `arrow-up-right-from-square`.
  expect(known('external-link')).toEqual({ result: true, missing: [bucket('external-link')] });
  await core.loadResources([bucket('external-link')]);
  // The alias's target is in another bucket; Lucide's bucket of the name is asked for at the same time (a Lucide name under Font Awesome).
  expect(known('external-link')).toEqual({ result: true, missing: [bucket('arrow-up-right-from-square'), `icons/lucide/${iconBucketOf('lucide', 'external-link')}`] });
  const settled = await core.settleResources(() => core.iconOrFallback('external-link'));
  expect(settled.known).toBe(true);
  expect(settled.shape.name).toBe('arrow-up-right-from-square');
});

it('reads plain front matter without the YAML parser', async () => {
  const core = await freshCore();
  const project = new core.MemoryProject(new Map([['index.mdx', '---\ntitle: Plants\nhidden: true\n---\n\nHello\n']]));
  const { result, missing } = core.trackResources(() => core.renderPage(project.readText('index.mdx') ?? '', { project, file: 'index.mdx', icon: (name: string, type?: string) => core.iconOrFallback(name, type).svg }));
  expect(missing).toEqual([]);
  expect(result.frontmatter).toEqual({ title: 'Plants', hidden: true });
});
