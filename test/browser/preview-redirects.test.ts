import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { writeTree } from '../setup/write-tree.ts';

// A link to a redirect source in the preview shows the redirect's destination, as the exported
// site's redirect page would; a redirect to another site opens it like any external link.
const env = sharedAppAndBrowser();
let root = '';

const files: Readonly<Record<string, string>> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Orchard',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/soil', 'posts/2024/pruning'] }] },
    redirects: [
      { source: '/old-soil', destination: '/guides/soil' },
      { source: '/blog/:slug*', destination: '/posts/:slug*' },
      { source: '/forum', destination: 'https://forum.orchard.example/latest' },
    ],
  }),
  'index.mdx': '---\ntitle: "Orchard basics"\n---\n\nRead about [the soil](/old-soil), [pruning](/blog/2024/pruning) and [the forum](/forum).\n',
  'guides/soil.mdx': '---\ntitle: "Soil"\n---\n\nLoam. [Back home](/).\n',
  'posts/2024/pruning.mdx': '---\ntitle: "Pruning in winter"\n---\n\nCut back. [Back home](/).\n',
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-redirects-'));
  writeTree(join(root, 'orchard'), files);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('redirects in the preview', () => {
  it('follows a link to an exact and to a pattern redirect source to the destination page, and opens an external destination in a new tab', async () => {
    const { context, page, errors, external } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(root, 'orchard'));
      await page.getByRole('button', { name: 'Workspace: orchard' }).waitFor();
      await waitForPreviewTitle(page, 'Orchard basics');
      const frame = previewFrame(page);
      await frame.getByRole('link', { name: 'the soil' }).click();
      await waitForPreviewTitle(page, 'Soil');
      await frame.getByRole('link', { name: 'Back home' }).click();
      await waitForPreviewTitle(page, 'Orchard basics');
      await frame.getByRole('link', { name: 'pruning' }).click();
      await waitForPreviewTitle(page, 'Pruning in winter');
      await frame.getByRole('link', { name: 'Back home' }).click();
      await waitForPreviewTitle(page, 'Orchard basics');
      const [popup] = await Promise.all([context.waitForEvent('page'), frame.getByRole('link', { name: 'the forum' }).click()]);
      await expect.poll(() => popup.url()).toBe('https://forum.orchard.example/latest');
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
      // The preview stays on its page, and no notice says a page is missing.
      await waitForPreviewTitle(page, 'Orchard basics');
      expect(await page.getByText(/The preview has no page/).count()).toBe(0);
      expect(external.filter((url) => url.includes('orchard.example'))).toEqual(['https://forum.orchard.example/latest']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
