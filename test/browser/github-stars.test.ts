import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, sharedAppAndBrowser, waitForMonaco, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();
const api = 'https://api.github.com/repos/mintlify/starter';

describe('the star count of the starter’s GitHub button', () => {
  it('is asked once per repository per day: a reload asks nothing more', async () => {
    const { context, page, errors, external } = await openApp(env.browser, env.app.url, { github: { stars: 1234 } });
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await expect.poll(() => previewFrame(page).locator('.q-topbar').innerText()).toContain('1.2k');
      await page.reload();
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await expect.poll(() => previewFrame(page).locator('.q-topbar').innerText()).toContain('1.2k');
      expect(external.filter((url) => url.startsWith(api))).toEqual([api]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is not asked while the browser is offline, so nothing is logged', async () => {
    const logged: string[] = [];
    const { context, page, errors, external } = await openApp(env.browser, env.app.url, {
      beforeLoad: async (tab) => {
        tab.on('console', (message) => logged.push(message.text()));
        await tab.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
      },
    });
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      // Monaco loads after the first preview, well after the site (and its button) is known.
      await waitForMonaco(page);
      expect(await previewFrame(page).locator('.q-cta-stars').count()).toBe(0);
      expect(external.filter((url) => url.startsWith('https://api.github.com/'))).toEqual([]);
      expect(logged.filter((text) => /github|Failed to load resource/i.test(text))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
