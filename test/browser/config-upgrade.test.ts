import { describe, expect, it } from 'vitest';
import { createStarterWorkspace, editorText, openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// The palette's config upgrade, as `quire upgrade` in the playground: the spec-format starter's
// docs.json becomes the current format, opens in the editor, and the site still renders from it.
const env = sharedAppAndBrowser();

describe('Upgrade docs.json to the current format', () => {
  it('rewrites the spec-format starter docs.json, opens it, and the preview still shows the home page', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await createStarterWorkspace(page, 'Spec starter', 'Starter (spec format)');
    await page.keyboard.press('Control+Shift+P');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Upgrade docs.json');
    await page.getByRole('option', { name: 'Upgrade docs.json to the current format' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'docs.json' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => editorText(page), { timeout: 20_000 }).toContain('"navigation": {');
    expect(await editorText(page)).toContain('"theme": "mint"');
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    expect(await previewFrame(page).getByRole('heading', { level: 1 }).innerText()).toBe('Welcome to Acme Plants');

    // The config is now in the current format: the palette no longer offers the upgrade.
    await page.keyboard.press('Control+Shift+P');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Upgrade docs.json to the current format');
    await page.getByText('No matches').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
