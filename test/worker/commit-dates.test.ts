import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { SiteService } from '../../src/worker/site-service.ts';
import { parseWorkerRequest } from '../../src/worker/protocol.ts';

const page = (title: string) => `---\ntitle: "${title}"\n---\n\nBody.\n`;
const files = {
  'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, metadata: { timestamp: true }, navigation: { pages: ['index', 'other'] } }),
  'index.mdx': page('Home'),
  'other.mdx': page('Other'),
};

/** The last-updated line of each page the feed got. */
function setup() {
  const lines: (string | undefined)[] = [];
  const service = new SiteService(() => {}, { set: () => 0, clear: () => {} });
  service.attachPreview({
    postMessage: (m) => {
      const html = (m as { type: string; html?: string }).type === 'render' ? (m as { html: string }).html : undefined;
      if (html !== undefined) lines.push(/<p class="q-last-updated">.*?<\/p>/.exec(html)?.[0]);
    },
  });
  service.handle({ type: 'load', files: Object.entries(files), assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  return { service, lines };
}

describe('commit dates in the worker (metadata.timestamp)', () => {
  it('shows the shown page’s commit date once the app sends the dates, and a commit’s new date after', () => {
    const { service, lines } = setup();
    expect(lines).toEqual([undefined]);
    const all = parseWorkerRequest({ type: 'set-commit-dates', dates: [['index.mdx', '2024-03-05T10:00:00.000Z'], ['other.mdx', '2024-01-01T10:00:00.000Z']], replace: true });
    if (!all) throw new Error('not a request');
    service.handle(all);
    expect(lines.at(-1)).toBe('<p class="q-last-updated">Last updated <time datetime="2024-03-05">March 5, 2024</time></p>');
    service.handle({ type: 'set-commit-dates', dates: [['index.mdx', '2024-06-07T10:00:00.000Z']], replace: false });
    expect(lines.at(-1)).toBe('<p class="q-last-updated">Last updated <time datetime="2024-06-07">June 7, 2024</time></p>');
    service.handle({ type: 'show', target: '/other', seq: 2 });
    expect(lines.at(-1)).toBe('<p class="q-last-updated">Last updated <time datetime="2024-01-01">January 1, 2024</time></p>');
  });

  it('forgets the dates when another project is loaded', () => {
    const { service, lines } = setup();
    service.handle({ type: 'set-commit-dates', dates: [['index.mdx', '2024-03-05T10:00:00.000Z']], replace: true });
    service.handle({ type: 'load', files: Object.entries(files), assetPrefix: 'asset:' });
    service.handle({ type: 'show', target: '/', seq: 3 });
    expect(lines.at(-1)).toBeUndefined();
  });
});
