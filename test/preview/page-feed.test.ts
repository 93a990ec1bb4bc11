import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { parseHostMessage } from '../../src/preview/protocol.ts';
import { SiteService } from '../../src/worker/site-service.ts';
import type { WorkerEvent } from '../../src/worker/index.ts';
import { starterProject } from '../../src/workspace/index.ts';

// The worker writes to the preview's page feed without importing the preview's protocol: this
// checks that what it writes is what the preview accepts.
describe('the page feed from the worker to the preview', () => {
  it('carries messages the preview accepts, whole, while the app gets them without HTML', () => {
    const toApp: WorkerEvent[] = [];
    const toFeed: unknown[] = [];
    const service = new SiteService((e) => toApp.push(e), { set: () => 0, clear: () => {} });
    service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'a:' });
    service.handle({ type: 'show', target: '/', seq: 1 });
    service.attachPreview({ postMessage: (m) => void toFeed.push(m) });
    const intro = starterProject().get('introduction.mdx') ?? '';
    service.handle({ type: 'set-file', path: 'introduction.mdx', content: `${intro}\nMore.\n`, seq: 2 });
    service.handle({ type: 'set-file', path: 'introduction.mdx', content: `${intro}\n<Note>open`, seq: 3 });
    const parsed = toFeed.map(parseHostMessage);
    expect(parsed.map((m) => m && [m.type, 'seq' in m ? m.seq : undefined])).toEqual([
      ['render', 0],
      ['render-body', 2],
      ['render-error', 3],
    ]);
    expect(parsed[0]).toMatchObject({ type: 'render', file: 'introduction.mdx', pageUrl: '/introduction', scroll: 'keep' });
    expect(parsed[1]?.type === 'render-body' && parsed[1].html).toContain('<p>More.</p>');
    const appRenders = toApp.filter((e) => e.type === 'render' || e.type === 'render-body');
    expect(appRenders.map((e) => 'html' in e && e.html)).toEqual(['', '', '']);
  });

  it('is closed on detach-preview, gets nothing after it, and a new feed gets the shown page whole', () => {
    const service = new SiteService(() => {}, { set: () => 0, clear: () => {} });
    service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'a:' });
    service.handle({ type: 'show', target: '/', seq: 1 });
    const old: unknown[] = [];
    let closed = 0;
    service.attachPreview({ postMessage: (m) => void old.push(m), close: () => void closed++ });
    service.handle({ type: 'detach-preview' });
    const intro = starterProject().get('introduction.mdx') ?? '';
    service.handle({ type: 'set-file', path: 'introduction.mdx', content: `${intro}\nMore.\n`, seq: 2 });
    expect(old.map((m) => parseHostMessage(m)?.type)).toEqual(['render']);
    expect(closed).toBe(1);
    const next: unknown[] = [];
    service.attachPreview({ postMessage: (m) => void next.push(m) });
    const parsed = next.map(parseHostMessage);
    expect(parsed.map((m) => m?.type)).toEqual(['render']);
    expect(parsed[0]?.type === 'render' && parsed[0].html).toContain('More.');
  });
});
