import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { editorText, focusEditorAtEnd, openApp, sharedAppAndBrowser, typeInEditor, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();

/** Room for the starter project and its kept check results and icon buckets (about 230 KiB as Chromium counts them) but not for the filler below. */
const QUOTA = 512 * 1024;
/** About 500 KB of text, pasted into a page: more than the quota leaves free. */
const FILLER = 'A line of filler text that takes room in storage and means nothing at all. 0123456789 abcdefghijklmn\n'.repeat(5000);
const TYPED = 'Typed while the storage is full.';

/** The unsaved-text journal the app writes to localStorage when the page is hidden or closed, path → text. */
function journal(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quire:unsaved:'));
    return key === undefined ? {} : (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>);
  });
}

/** The lines Monaco shows after Ctrl+End in the open file. */
async function textAtEnd(page: Page): Promise<string> {
  await focusEditorAtEnd(page);
  return editorText(page);
}

describe('a full storage', () => {
  it('shows the quota error IndexedDB really gives, keeps the typed text through a reload, and saves it once there is room', async () => {
    const origin = new URL(env.app.url).origin;
    let cdp: CDPSession | undefined;
    const { context, page, errors } = await openApp(env.browser, env.app.url, {
      // Set before anything is stored: once Chromium has checked an origin's free space it trusts
      // that figure for some seconds, so a quota lowered later would not fail the next write.
      beforeLoad: async (p) => {
        cdp = await p.context().newCDPSession(p);
        await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: QUOTA });
      },
    });
    if (!cdp) throw new Error('No CDP session.');
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const usage = await cdp.send('Storage.getUsageAndQuota', { origin });
    expect(usage.quota).toBe(QUOTA);
    expect(usage.usage).toBeLessThan(QUOTA - 200 * 1024);

    // Paste a large block into the open page, then type a sentence after it.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await focusEditorAtEnd(page);
    await page.evaluate((text) => navigator.clipboard.writeText(text), FILLER);
    await page.keyboard.press('Control+V');
    await typeInEditor(page, TYPED);

    const notice = page.getByRole('alert').filter({ hasText: 'Could not save' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain('Could not save introduction.mdx: The browser has no more storage for this site. Delete a workspace or free disk space; your last edits are kept in memory until then.');
    await expect.poll(() => page.getByRole('status', { name: 'Save status' }).innerText()).toBe('Not saved — see the message above');
    expect(await page.getByRole('tab', { name: 'introduction.mdx' }).getByLabel('unsaved').count()).toBe(1);
    await focusEditorAtEnd(page);
    expect(await editorText(page)).toContain(TYPED);

    // Reloading writes the unsaved text to the journal; the app shows it again (and still cannot store it).
    await page.reload();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    expect((await journal(page))['introduction.mdx']?.endsWith(`0123456789 abcdefghijklmn\n${TYPED}`)).toBe(true);
    // The editor may get the restored text after it first shows the file: press Ctrl+End until its end is in view.
    await expect.poll(() => textAtEnd(page), { timeout: 15_000 }).toContain(TYPED);
    await notice.waitFor({ timeout: 15_000 });

    // With the quota back to normal, the next edit stores everything and the journal is cleared.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await typeInEditor(page, ' Saved at last.');
    await expect.poll(() => page.getByRole('status', { name: 'Save status' }).innerText(), { timeout: 15_000 }).toBe('All changes saved');
    expect(await journal(page)).toEqual({});
    await page.reload();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await expect.poll(() => textAtEnd(page), { timeout: 15_000 }).toContain(`${TYPED} Saved at last.`);
    expect(await page.getByRole('alert').filter({ hasText: 'Could not save' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
