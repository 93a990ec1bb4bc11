import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { createSitePageRenderer, sitePageHtml } from '../../src/core/site/site-page-renderer.ts';
import { exportedAssets, exportedPageUrl, serveExportedPage } from './exported-page.ts';
import { sharedChromium } from '../setup/chromium.ts';
import { page, site } from '../core/site/site-fixture.ts';

// Page content must not cover the site around it (issue 10 §2). The sanitizer drops fixed and
// sticky positioning; independently of it, the site's CSS contains the content box, checked here
// with overlays put straight into a page's body as if they had got past the sanitizer.
const overlays = [
  '<div id="fixed" style="position:fixed;inset:0;z-index:2147483647;background:red"></div>',
  '<div id="absolute" style="position:absolute;top:-200vh;left:-200vw;width:500vw;height:500vh;z-index:2147483647;background:red"></div>',
  '<div id="shifted" style="transform:translate(-50vw,-50vh);width:200vw;height:200vh;background:red"></div>',
].join('');

describe('the content box of a site page', () => {
  const chromium = sharedChromium();

  it('holds fixed, absolute and transformed overlays: they paint at most 2rem outside it and never over the top bar or sidebar', async () => {
    const s = site({ navigation: [{ group: 'Start', pages: ['intro'] }] }, { 'intro.mdx': page('Introduction') });
    const rendered = createSitePageRenderer(s.project, { assets: exportedAssets(), pageUrl: (p) => `/${p}.html`, assetUrl: (p) => `/${p}` }).render(s, 'intro');
    const html = sitePageHtml({ ...rendered, body: `<p>Text</p>${overlays}` });
    const tab = await chromium.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await serveExportedPage(tab, () => html);
    await tab.goto(exportedPageUrl, { waitUntil: 'load' });
    const result = await tab.evaluate(() => {
      const content = document.querySelector('.q-content')?.getBoundingClientRect();
      const hits = (x: number, y: number) => document.elementFromPoint(x, y)?.closest('[id="fixed"],[id="absolute"],[id="shifted"]')?.id ?? 'site';
      const topbar = document.querySelector('.q-topbar')?.getBoundingClientRect();
      const sidebar = document.querySelector('.q-sidebar')?.getBoundingClientRect();
      if (!content || !topbar || !sidebar) return 'missing';
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) * 2;
      return {
        topbar: hits(topbar.left + topbar.width / 2, topbar.top + topbar.height / 2),
        sidebar: hits(sidebar.left + sidebar.width / 2, sidebar.top + sidebar.height / 2),
        leftOfContent: hits(content.left - rem - 4, content.top + 10),
        insideContent: hits(content.left + 10, content.top + 10) !== 'site',
      };
    });
    await tab.close();
    expect(result).toEqual({ topbar: 'site', sidebar: 'site', leftOfContent: 'site', insideContent: true });
  });
});
