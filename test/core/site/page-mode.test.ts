import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { readPageMeta } from '../../../src/core/site/page-meta.ts';
import { renderSidebar } from '../../../src/core/site/render-sidebar.ts';
import { renderSiteShell } from '../../../src/core/site/render-site-shell.ts';
import { context, html, page, site } from './site-fixture.ts';

const toc = [{ depth: 2, id: 'intro', text: 'Intro' }] as const;

/** Which parts of the shell a page of `mode` has, and its `<html>` start tag. */
function parts(extra: string): { root: string; present: string[] } {
  const s = site({ navigation: [{ group: 'Start', pages: ['index', 'other'] }] }, { 'index.mdx': page('Home', extra, '## Intro'), 'other.mdx': page('Other') });
  const { before, after } = renderSiteShell(context(s, 'index'), [...toc], { assets: { kind: 'provided' } });
  const whole = before + after;
  const marks = { sidebar: 'class="q-sidebar"', toc: 'class="q-toc"', header: 'class="q-page-header"', pager: 'class="q-pager"', footer: 'class="q-footer"' };
  return { root: /<html[^>]*>/.exec(before)?.[0] ?? '', present: Object.entries(marks).filter(([, mark]) => whole.includes(mark)).map(([name]) => name) };
}

describe('front matter mode', () => {
  it('reads the four modes the platform has; anything else is the default layout', () => {
    expect(readPageMeta('a.mdx', page('A', 'mode: custom\n')).mode).toBe('custom');
    expect(readPageMeta('a.mdx', page('A', 'mode: "frame"\n')).mode).toBe('frame');
    expect(readPageMeta('a.mdx', page('A', 'mode: default\n')).mode).toBeUndefined();
    expect(readPageMeta('a.mdx', page('A', 'mode: sideways\n')).mode).toBeUndefined();
  });

  it('default: sidebar, table of contents, title header, pager and footer', () => {
    expect(parts('')).toEqual({ root: '<html lang="en">', present: ['sidebar', 'toc', 'header', 'pager', 'footer'] });
  });

  it('wide drops the table of contents; center the sidebar too', () => {
    expect(parts('mode: wide\n')).toEqual({ root: '<html lang="en" data-page-mode="wide">', present: ['sidebar', 'header', 'pager', 'footer'] });
    expect(parts('mode: center\n')).toEqual({ root: '<html lang="en" data-page-mode="center">', present: ['header', 'pager', 'footer'] });
  });

  it('custom keeps only the top bar around the content; frame keeps the sidebar and the footer', () => {
    expect(parts('mode: custom\n')).toEqual({ root: '<html lang="en" data-page-mode="custom">', present: [] });
    expect(parts('mode: frame\n')).toEqual({ root: '<html lang="en" data-page-mode="frame">', present: ['sidebar', 'footer'] });
  });
});

describe('front matter tag, sidebarTitle and lastUpdatedDate', () => {
  const s = site({ navigation: [{ group: 'Start', pages: ['index', 'new'] }] }, { 'index.mdx': page('Home'), 'new.mdx': page('A very long title', 'sidebarTitle: Short\ntag: NEW\nlastUpdatedDate: 2024-05-01\n') });

  it('the sidebar link shows sidebarTitle and the tag beside it', () => {
    expect(html(renderSidebar(context(s, 'index')))).toContain('<a class="q-nav-link" href="/new.html"><span>Short</span><span class="q-tag">NEW</span></a>');
  });

  it('the page shows its title in the header and the date after the content', () => {
    const { before, after } = renderSiteShell(context(s, 'new'), [], { assets: { kind: 'provided' } });
    expect(before).toContain('<h1 class="q-page-title">A very long title</h1>');
    expect(after.startsWith('</div><p class="q-last-updated">Last updated 2024-05-01</p>')).toBe(true);
  });
});
