// The search in the playground's preview: the same dialog as an exported site's, over the worker's
// current pages; its script is loaded the first time the reader searches, never before.
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, previewFrameHandle, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();

describe('the search in the preview', () => {
  it('Ctrl+K opens it (its script loaded only then), and a heading found on another page is shown there', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const preview = previewFrame(page);
    const frame = await previewFrameHandle(page);
    const searchScripts = () => frame.evaluate(() => [...document.querySelectorAll('script[src]')].filter((s) => s.getAttribute('src')?.includes('quire-site-search')).length);
    expect(await searchScripts()).toBe(0);
    // The box is in the top bar, with the shortcut.
    await expect.poll(() => preview.getByRole('button', { name: 'Search…' }).getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    await preview.getByRole('heading', { level: 1, name: 'Welcome to Acme Plants' }).click();
    await page.keyboard.press('Control+K');
    const box = preview.getByRole('combobox', { name: 'Search…' });
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await searchScripts()).toBe(1);
    await box.fill('watering schedules');
    // The first result, selected: the section of that name on the Markdown page.
    const result = preview.getByRole('option', { selected: true });
    await expect.poll(() => result.locator('.q-search-section').textContent()).toBe('Watering schedules');
    expect(await result.locator('.q-search-page').textContent()).toBe('Markdown basics');
    await page.keyboard.press('Enter');
    await waitForPreviewTitle(page, 'Markdown basics');
    // Scrolled to the section: its heading is in view.
    await expect.poll(() => frame.evaluate(() => {
      const heading = document.getElementById('watering-schedules');
      const box = heading?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < innerHeight;
    })).toBe(true);
    expect(await preview.getByRole('dialog', { name: 'Search' }).isHidden()).toBe(true);
    // Again, after the page changed under it: the button opens the same dialog, and Escape closes it.
    await preview.getByRole('button', { name: 'Search…' }).click();
    await box.fill('prerequisites');
    await expect.poll(() => preview.getByRole('option', { selected: true }).locator('.q-search-section').textContent()).toBe('Prerequisites');
    await page.keyboard.press('Escape');
    await preview.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'hidden' });
    expect(await searchScripts()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
