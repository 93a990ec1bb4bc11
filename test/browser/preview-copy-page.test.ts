import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterProject } from '../../src/workspace/starter/starter-project.ts';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';
import { writeTree } from '../setup/write-tree.ts';

// "Copy page" of the contextual menu in the playground's preview: the sandboxed frame asks the app,
// which gets the page's Markdown file from the worker and writes it to the clipboard, with the user
// activation of the click in the frame (Chromium gives it to the frame's ancestors too).
const env = sharedAppAndBrowser();
let root = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-copy-page-'));
  writeTree(
    join(root, 'plants'),
    [...starterProject()].map(([path, text]) => [path, path === 'docs.json' ? JSON.stringify({ ...(JSON.parse(text) as object), contextual: { options: ['copy', 'view'] } }, null, 2) : text] as const),
  );
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('Copy page in the preview', () => {
  it('puts the page’s Markdown file, as `quire build` writes it, on the clipboard; View as Markdown stays export-only', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      // Reading it back needs clipboard-read; writing is left to the click's user activation (no clipboard-write granted).
      // As other tests do: reading the clipboard back needs clipboard-read (granting denies what is not
      // listed, so clipboard-write, granted by default for the app's origin, is listed too). The preview
      // frame is given nothing: it has no clipboard permission, and asks the app.
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.app.url).origin });
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(root, 'plants'));
      await page.getByRole('button', { name: 'Workspace: plants' }).waitFor();
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      const frame = previewFrame(page);
      await frame.locator('.q-contextual-button').click();
      const copy = frame.getByRole('button', { name: /^Copy page/ });
      await copy.waitFor();
      expect(await frame.locator('.q-contextual-title').allTextContents()).toEqual(['Copy page']);
      await copy.click();
      // The app's answer marks the item; the frame's document itself cannot reach the clipboard.
      await expect.poll(() => copy.getAttribute('data-copied'), { timeout: 10_000 }).toBe('true');
      // No clipboard permission was given to the frame: the click's user activation reached the app.
      expect(await page.getByTitle('Site preview').getAttribute('allow')).toBeNull();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.split('\n').slice(0, 14)).toEqual([
        '> ## Documentation Index',
        '> Fetch the complete documentation index at: llms.txt',
        '> Use this file to discover all available pages before exploring further.',
        '',
        '# Welcome to Acme Plants',
        '',
        '> Track, water and grow every plant in your greenhouse with the Acme Plants API and dashboard.',
        '',
        'Acme Plants keeps a record of every plant you grow, reminds you when to water, and exposes the',
        'same data through a REST API. This site is a **starter project**: every page shows a feature of',
        'the docs format, and you can change anything on the left and see the result here.',
        '',
        '> **Note:** Edit this page in the editor. The preview updates as you type, and problems appear in the',
        '> panel below the editor.',
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
