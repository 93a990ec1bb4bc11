import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// The preview's sidebar groups as an exported site shows them: the group holding the current page is
// open on arriving at the page, and the other groups stay as the reader left them.
const env = sharedAppAndBrowser();
let folder = '';

const page = (title: string, body: string) => `---\ntitle: "${title}"\ndescription: "${title}."\n---\n\n${body}\n`;

beforeAll(async () => {
  folder = join(await mkdtemp(join(tmpdir(), 'quire-groups-')), 'groups');
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({ name: 'Groups', navigation: [{ group: 'Guide', pages: ['index', { group: 'Alpha', pages: ['alpha/one', 'alpha/two'] }, { group: 'Beta', pages: ['beta/one', 'beta/two'] }] }] }),
    'index.mdx': page('Home', 'Start at [alpha one](/alpha/one).'),
    'alpha/one.mdx': page('Alpha one', 'Go on to [beta one](/beta/one).'),
    'alpha/two.mdx': page('Alpha two', 'The second page of Alpha.'),
    'beta/one.mdx': page('Beta one', 'Back to [alpha two](/alpha/two).'),
    'beta/two.mdx': page('Beta two', 'The second page of Beta.'),
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
});

afterAll(async () => {
  if (folder) await rm(join(folder, '..'), { recursive: true, force: true });
});

/** Each collapsible group of the preview's sidebar with whether it is open. */
const groups = (page: Page) =>
  previewFrame(page)
    .locator('nav[aria-label="Pages"] details.q-nav-group')
    .evaluateAll((all) => all.map((d) => [d.querySelector('summary')?.textContent?.trim(), (d as HTMLDetailsElement).open]));

const summary = (page: Page, name: string) => previewFrame(page).locator('nav[aria-label="Pages"] summary', { hasText: name });

describe('the preview sidebar', () => {
  it("opens the current page's group on arriving at it, and keeps the other groups as the reader left them", async () => {
    const { context, page: app, errors } = await openApp(env.browser, env.app.url, { viewport: { width: 1900, height: 900 } });
    try {
      await waitForPreviewTitle(app, 'Welcome to Acme Plants');
      // Widen the preview until the site shows its sidebar beside the page (not as a phone's drawer).
      const splitter = app.getByRole('separator', { name: 'Resize preview' });
      await splitter.focus();
      for (let i = 0; i < 12; i++) await splitter.press('Shift+ArrowLeft');
      await app.getByLabel('Open folder as workspace').setInputFiles(folder);
      await waitForPreviewTitle(app, 'Home');
      expect(await groups(app)).toEqual([['Alpha', false], ['Beta', false]]);

      await previewFrame(app).getByRole('link', { name: 'alpha one', exact: true }).click();
      await waitForPreviewTitle(app, 'Alpha one');
      expect(await groups(app)).toEqual([['Alpha', true], ['Beta', false]]);
      // The reader collapses the current page's group, then follows a link into the other one.
      await summary(app, 'Alpha').click();
      await expect.poll(() => groups(app)).toEqual([['Alpha', false], ['Beta', false]]);
      await previewFrame(app).getByRole('link', { name: 'beta one', exact: true }).click();
      await waitForPreviewTitle(app, 'Beta one');
      await expect.poll(() => groups(app)).toEqual([['Alpha', false], ['Beta', true]]);

      // Back into the collapsed group: open again, as the current page's; Beta was only open for its page.
      await previewFrame(app).getByRole('link', { name: 'alpha two', exact: true }).click();
      await waitForPreviewTitle(app, 'Alpha two');
      await expect.poll(() => groups(app)).toEqual([['Alpha', true], ['Beta', false]]);

      // A group the reader opened stays open on the next page.
      await summary(app, 'Beta').click();
      await expect.poll(() => groups(app)).toEqual([['Alpha', true], ['Beta', true]]);
      await previewFrame(app).locator('nav[aria-label="Pages"]').getByRole('link', { name: 'Home', exact: true }).click();
      await waitForPreviewTitle(app, 'Home');
      await expect.poll(() => groups(app)).toEqual([['Alpha', false], ['Beta', true]]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
