import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, previewFrameHandle, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();

/** The box of an element of the app, rounded to whole pixels. */
async function box(page: Page, selector: string): Promise<{ x: number; y: number; right: number; bottom: number }> {
  const b = await page.locator(selector).boundingBox();
  if (!b) throw new Error(`${selector} is not laid out`);
  return { x: Math.round(b.x), y: Math.round(b.y), right: Math.round(b.x + b.width), bottom: Math.round(b.y + b.height) };
}

/** Whether an element's content is wider than the element (something in it is clipped or scrolls). */
const overflows = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.scrollWidth > el.clientWidth);

describe('device presets', () => {
  it('renders each device at its real width, scaled to fit the pane, so the site shows its own layout for it', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url, { viewport: { width: 1440, height: 900 } });
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const preview = page.getByRole('region', { name: 'Preview' });
    const frameWidth = async () => (await previewFrameHandle(page)).evaluate(() => window.innerWidth);
    const stage = await box(page, '.preview-stage');

    // "Fit", the default, is the pane's own width.
    expect(await preview.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed')).toBe('true');
    expect(Math.abs((await frameWidth()) - (stage.right - stage.x))).toBeLessThanOrEqual(1);

    await preview.getByRole('button', { name: 'Desktop' }).click();
    await expect.poll(frameWidth).toBe(1280);
    // The desktop site: its sidebar is shown and the phone's menu button is not.
    expect(await previewFrame(page).getByRole('complementary', { name: 'Navigation' }).isVisible()).toBe(true);
    expect(await previewFrame(page).locator('.q-menu-button').isVisible()).toBe(false);
    // Scaled down to the pane's width and exactly as tall as it (to a pixel of rounding).
    const desktop = await box(page, 'iframe[title="Site preview"]');
    expect([desktop.x - stage.x, desktop.right - stage.right, desktop.y - stage.y, desktop.bottom - stage.bottom].map((d) => Math.abs(d) <= 1)).toEqual([true, true, true, true]);

    await preview.getByRole('button', { name: 'Tablet' }).click();
    await expect.poll(frameWidth).toBe(768);
    const tablet = await box(page, 'iframe[title="Site preview"]');
    expect(tablet.x >= stage.x && tablet.right <= stage.right && tablet.bottom <= stage.bottom).toBe(true);
    expect(await overflows(page, '.preview-stage')).toBe(false);

    await preview.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(frameWidth).toBe(390);
    expect(await previewFrame(page).locator('.q-menu-button').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('narrow windows', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ]) {
    it(`shows the files, the editor and the preview as tabs at ${viewport.width} px, with nothing clipped`, async () => {
      const { context, page, errors } = await openApp(env.browser, env.app.url, { viewport });
      const panes = page.getByRole('tablist', { name: 'Panes' });
      await panes.getByRole('tab', { name: 'Preview' }).click();
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      // Monaco loads after the first preview, in the hidden editor pane.
      await page.locator('[data-editor="monaco"] .monaco-editor').waitFor({ state: 'attached', timeout: 20_000 });
      const tree = page.getByRole('tree', { name: 'Workspace files' });
      const editor = page.getByRole('textbox', { name: /^Editor/ });
      const preview = page.getByRole('region', { name: 'Preview' });
      const shown = async () => [await tree.isVisible(), await editor.isVisible(), await preview.isVisible()];

      await panes.getByRole('tab', { name: 'Files' }).click();
      await expect.poll(shown).toEqual([true, false, false]);
      await panes.getByRole('tab', { name: 'Editor' }).click();
      await expect.poll(shown).toEqual([false, true, false]);
      await panes.getByRole('tab', { name: 'Preview' }).click();
      await expect.poll(shown).toEqual([false, false, true]);
      expect(await previewFrame(page).getByRole('heading', { level: 1, name: 'Welcome to Acme Plants' }).isVisible()).toBe(true);

      // Opening a file from the tree shows it in the editor.
      await panes.getByRole('tab', { name: 'Files' }).click();
      await tree.getByRole('treeitem', { name: 'quickstart.mdx' }).locator('.tree-row').click();
      await expect.poll(shown).toEqual([false, true, false]);
      expect(await panes.getByRole('tab', { name: 'Editor' }).getAttribute('aria-selected')).toBe('true');

      // Search shows in the files pane; Escape goes back to the editor, which has the keyboard.
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await page.getByLabel('Search text').fill('Monstera');
      expect(await panes.getByRole('tab', { name: 'Files' }).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(shown).toEqual([false, true, false]);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Editor: quickstart.mdx');

      for (const selector of ['.top-bar', '.pane-tabs', '.preview-toolbar', '.status-bar']) expect([selector, await overflows(page, selector)]).toEqual([selector, false]);
      const top = await box(page, '.top-bar');
      expect(top.right).toBeLessThanOrEqual(viewport.width);
      // The status bar stays one line high.
      const status = await box(page, '.status-bar');
      expect(status.bottom - status.y).toBeLessThan(30);
      for (const name of ['Search', 'Commands']) expect(await page.getByRole('banner').getByRole('button', { name }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
