import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// The frame of a current-format site in the playground's preview: navbar links and primary button,
// footer columns, a dismissible banner, a background decoration, a light/dark logo and a strict
// appearance, from test/fixtures/current-shell, opened as a workspace as a person would.
const env = sharedAppAndBrowser();
const fixture = fileURLToPath(new URL('../fixtures/current-shell', import.meta.url));

describe('the shell of a current-format project in the preview', () => {
  it('shows the navbar, footer columns, banner, decoration, logo and strict light mode; the banner stays closed once dismissed', async () => {
    // Wide enough for the preview to show the desktop top bar (its links hide on phones).
    const { context, page, errors } = await openApp(env.browser, env.app.url, { viewport: { width: 2200, height: 1000 } });
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(fixture);
      await page.getByRole('button', { name: 'Workspace: current-shell' }).waitFor();
      await waitForPreviewTitle(page, 'Harbor home');
      const frame = previewFrame(page);
      const root = frame.locator('html');
      expect(await root.evaluate((el) => [el.getAttribute('data-site-theme'), el.getAttribute('data-theme'), el.hasAttribute('data-theme-forced')])).toEqual(['maple', 'light', true]);

      // Top bar: the links and the primary button, the light logo only, and no mode toggle (strict).
      const topbar = frame.locator('.q-topbar');
      expect(await topbar.locator('.q-topbar-links').getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
        ['Blog', 'https://harbor.example/blog'],
        ['Guide', expect.stringMatching(/guides\/start/) as unknown as string],
      ]);
      await expect.poll(() => topbar.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
      await expect.poll(() => topbar.getByRole('link', { name: 'Get started' }).isVisible()).toBe(true);
      expect(await topbar.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('https://app.harbor.example');
      expect(await topbar.locator('.q-logo img').evaluateAll((imgs) => imgs.map((img) => [img.className, getComputedStyle(img).display !== 'none']))).toEqual([
        ['q-logo-img q-logo-light', true],
        ['q-logo-img q-logo-dark', false],
      ]);
      expect(await frame.locator('.q-mode-toggle').count()).toBe(0);

      // Footer: each column's header and links.
      const footer = frame.getByRole('navigation', { name: 'Footer' });
      expect(await footer.locator('.q-footer-header').allTextContents()).toEqual(['Product', 'Company']);
      expect(await footer.getByRole('link').allTextContents()).toEqual(['Pricing', 'Start', 'About']);

      // The decoration lies behind the page and draws a grid.
      const decoration = frame.locator('.q-decoration');
      expect(await decoration.evaluate((el) => [el.className, getComputedStyle(el).position, getComputedStyle(el).zIndex, getComputedStyle(el).backgroundImage.startsWith('linear-gradient')])).toEqual([
        'q-decoration q-decoration-grid',
        'fixed',
        '-1',
        true,
      ]);

      // The banner: its Markdown, then dismissed for good, also on the next page.
      const banner = frame.getByRole('region', { name: 'Announcement' });
      expect(await banner.innerText()).toBe('Harbor 2.0 is out: read the guide.');
      expect(await banner.locator('strong').textContent()).toBe('2.0');
      await banner.getByRole('button', { name: 'Dismiss banner' }).click();
      await expect.poll(() => banner.isVisible()).toBe(false);
      await footer.getByRole('link', { name: 'Start' }).click();
      await waitForPreviewTitle(page, 'Getting started');
      expect(await frame.locator('.q-banner').count()).toBe(1);
      expect(await frame.locator('.q-banner').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
