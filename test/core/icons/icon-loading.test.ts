import { describe, expect, it, vi } from 'vitest';

// Icon data is loaded on demand, a bucket at a time (src/core/icons/icon-buckets.ts). A fresh copy of
// the modules (after resetModules) starts with nothing loaded, as the worker does.
const fresh = async () => {
  vi.resetModules();
  const resources = await import('../../../src/core/resources/index.ts');
  const icons = await import('../../../src/core/icons/index.ts');
  const buckets = await import('../../../src/core/icons/icon-buckets.ts');
  return { ...resources, ...icons, ...buckets };
};

describe('icons on demand', () => {
  it("draws an empty box of the icon's size until its bucket is loaded (no ring, no unknown-icon warning), then the icon", async () => {
    const { iconBucketOf, iconOrFallback, loadResources, trackResources } = await fresh();
    const first = trackResources(() => iconOrFallback('rocket'));
    expect(first.result).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" class="q-icon" viewBox="0 0 512 512" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false"><path d=""></path></svg>',
      known: true,
      shape: { library: 'fontawesome', name: 'pending', style: 'regular', width: 512, path: '' },
    });
    expect(first.missing).toEqual([`icons/fontawesome/${iconBucketOf('fontawesome', 'rocket')}`]);
    expect(await loadResources(first.missing)).toBe(true);
    const second = trackResources(() => iconOrFallback('rocket'));
    expect(second).toMatchObject({ result: { known: true, shape: { library: 'fontawesome', name: 'rocket', style: 'solid' } }, missing: [] });
  });

  it('follows another name to its icon in a second round, and loads Lucide buckets as Lucide', async () => {
    const { iconBucketOf, iconSvg, settleResources, trackResources } = await fresh();
    const alias = trackResources(() => iconSvg('alert-circle', undefined, 'lucide'));
    expect(alias).toEqual({ result: undefined, missing: [`icons/lucide/${iconBucketOf('lucide', 'alert-circle')}`] });
    const svg = await settleResources(() => iconSvg('alert-circle', undefined, 'lucide'));
    expect(svg).toContain('<circle cx="12" cy="12" r="10"></circle>');
    expect(trackResources(() => iconSvg('circle-alert', undefined, 'lucide'))).toEqual({ result: svg, missing: [] });
  });

  it('needs no load for a name that cannot be an icon, and reports an unknown name once its bucket is in', async () => {
    const { lookupIcon, settleResources, trackResources } = await fresh();
    expect(trackResources(() => lookupIcon('https://example.com/logo.svg'))).toEqual({ result: undefined, missing: [] });
    expect(await settleResources(() => lookupIcon('no-such-icon'))).toBeUndefined();
    expect(trackResources(() => lookupIcon('no-such-icon')).missing).toEqual([]);
  });
});

describe('a Lucide name under Font Awesome, on demand', () => {
  it('asks for the Lucide bucket only once the Font Awesome bucket is in and lacks the name', async () => {
    const { iconBucketOf, loadResources, lookupIcon, trackResources } = await fresh();
    const first = trackResources(() => lookupIcon('a-arrow-down'));
    expect(first).toEqual({ result: undefined, missing: [`icons/fontawesome/${iconBucketOf('fontawesome', 'a-arrow-down')}`] });
    await loadResources(first.missing);
    const second = trackResources(() => lookupIcon('a-arrow-down'));
    expect(second).toEqual({ result: undefined, missing: [`icons/lucide/${iconBucketOf('lucide', 'a-arrow-down')}`] });
    await loadResources(second.missing);
    expect(trackResources(() => lookupIcon('a-arrow-down'))).toMatchObject({ result: { library: 'lucide', name: 'a-arrow-down' }, missing: [] });
  });
});
