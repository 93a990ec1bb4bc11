import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// Diagrams and math in the playground's preview: the page of test/fixtures/visual-pages, opened as a
// workspace as a person would. The diagram script loads only once a page has a diagram.
const env = sharedAppAndBrowser();
const fixture = fileURLToPath(new URL('../fixtures/visual-pages', import.meta.url));

describe('diagrams and math in the preview', () => {
  it('draws a mermaid diagram as an SVG inside the sandboxed preview, typesets math as MathML and applies Tailwind classes', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      const frame = previewFrame(page);
      // The sample project has no diagram: the script is not loaded.
      expect(await frame.locator('script[data-preview-own]').count()).toBe(0);
      await page.getByLabel('Open folder as workspace').setInputFiles(fixture);
      await page.getByRole('button', { name: 'Workspace: visual-pages' }).waitFor();
      await waitForPreviewTitle(page, 'Diagrams and math');
      await frame.locator('.q-mermaid[data-mode] .q-mermaid-svg svg').waitFor({ timeout: 30_000 });
      expect(await frame.locator('.q-mermaid-svg svg text').allTextContents()).toEqual(expect.arrayContaining(['Write', 'Preview']));
      await frame.locator('.q-math math').waitFor();
      expect(await frame.locator('.q-math annotation').textContent()).toBe('e^{i\\pi} + 1 = 0');

      // Tailwind classes take effect, scoped to the content; dark: follows the site's mode.
      const display = (id: string) => frame.locator(`#${id}`).evaluate((el) => getComputedStyle(el).display);
      await expect.poll(() => display('dark-only'), { timeout: 20_000 }).toBe('none');
      expect(await display('light-only')).toBe('block');
      expect(await frame.locator('.q-content > style').evaluate((el) => el.textContent?.startsWith('.q-content'))).toBe(true);
      await frame.locator('html').evaluate((root) => root.setAttribute('data-theme', 'dark'));
      expect([await display('light-only'), await display('dark-only')]).toEqual(['none', 'block']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
