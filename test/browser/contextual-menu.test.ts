// The contextual menu in an exported site: the copy option puts the page's Markdown (its `.md`
// file beside the page) on the clipboard, and the assistants' links carry the page's absolute URL.
import { describe, expect, it } from 'vitest';
import { sharedChromium } from '../setup/chromium.ts';
import { MemoryProject } from '../../src/core/project/project.ts';
import { exportSite } from '../core/site/export-site-files.ts';
import { exportOrigin, serveExport } from './served-export.ts';

const chromium = sharedChromium();

const setupPage = '---\ntitle: "Set up"\n---\n\nInstall the **CLI**.\n';

describe('the contextual menu of an exported page', () => {
  it('copies the page as Markdown, and links ChatGPT and Cursor with the absolute URLs', async () => {
    const project = new MemoryProject({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Acme',
        colors: { primary: '#112233' },
        contextual: { options: ['copy', 'view', 'chatgpt', 'mcp', 'cursor'] },
        navigation: { pages: ['index', 'guides/setup'] },
      }),
      'index.mdx': '---\ntitle: "Home"\n---\n\nHello.\n',
      'guides/setup.mdx': setupPage,
    });
    // As `quire build` exports it: with the pages' Markdown published (copy and view need it).
    const files = new Map(exportSite(project, { publish: true }).files);
    // The page's Markdown file, as the export writes it (the build's page.md export); served as
    // written here so this test does not depend on its exact text.
    const markdown = files.get('guides/setup.md') ?? '# Set up\n\nInstall the **CLI**.\n';
    files.set('guides/setup.md', markdown);
    const context = await serveExport(chromium.browser, files);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: exportOrigin });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(`${exportOrigin}/guides/setup.html`);
      await page.getByText('Page actions').click();
      const absolute = encodeURIComponent(`${exportOrigin}/guides/setup.html`);
      expect(await page.getByRole('link', { name: /Open in ChatGPT/ }).getAttribute('href')).toBe(
        `https://chatgpt.com/?hints=search&q=Read%20from%20${absolute}%20so%20I%20can%20ask%20questions%20about%20it.`,
      );
      expect(await page.getByRole('link', { name: /View as Markdown/ }).getAttribute('href')).toBe('setup.md');
      const config = Buffer.from(JSON.stringify({ url: `${exportOrigin}/mcp` })).toString('base64');
      expect(await page.getByRole('link', { name: /Connect to Cursor/ }).getAttribute('href')).toBe(`cursor://anysphere.cursor-deeplink/mcp/install?name=Acme&config=${encodeURIComponent(config)}`);
      await page.getByRole('button', { name: /Copy page/ }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(typeof markdown === 'string' ? markdown : Buffer.from(markdown).toString());
      await page.getByRole('button', { name: /Copy MCP Server/ }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${exportOrigin}/mcp`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
