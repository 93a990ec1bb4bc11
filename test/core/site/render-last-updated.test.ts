import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { formatDate, renderLastUpdated } from '../../../src/core/site/render-last-updated.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, html, page } from './site-fixture.ts';

const site = (settings: Record<string, unknown>) => currentSite({ navigation: { pages: ['index', 'dated'] }, ...settings }, { 'dated.mdx': page('Dated', 'lastUpdatedDate: 2024-05-01\n') });

describe('renderLastUpdated', () => {
  it('with metadata.timestamp, shows the date of the page file’s last commit as a <time>', () => {
    const s = site({ metadata: { timestamp: true } });
    expect(html(renderLastUpdated(context(s, 'index', { lastModified: '2024-03-05T23:30:00.000Z' })))).toBe('<p class="q-last-updated">Last updated <time datetime="2024-03-05">March 5, 2024</time></p>');
  });

  it('the front matter’s lastUpdatedDate wins, as written; without metadata.timestamp or a commit date there is none', () => {
    const timed = site({ metadata: { timestamp: true } });
    expect(html(renderLastUpdated(context(timed, 'dated', { lastModified: '2024-03-05T23:30:00.000Z' })))).toBe('<p class="q-last-updated">Last updated 2024-05-01</p>');
    expect(renderLastUpdated(context(timed, 'index'))).toBeUndefined();
    const untimed = site({});
    expect(renderLastUpdated(context(untimed, 'index', { lastModified: '2024-03-05T23:30:00.000Z' }))).toBeUndefined();
  });

  it('formats an ISO date whatever the machine’s locale and time zone; text that is no date gives none', () => {
    expect(formatDate('2025-12-31T23:59:59.000Z')).toBe('December 31, 2025');
    expect(formatDate('2025-13-01')).toBeUndefined();
    expect(formatDate('yesterday')).toBeUndefined();
  });
});
