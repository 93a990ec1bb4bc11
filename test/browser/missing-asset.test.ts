import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, previewFrameHandle, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();

describe('an image whose file is not in the project', () => {
  it('shows an inert placeholder in the preview (no request, no CSP violation) and a project/missing-asset warning in the problems panel', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-missing-'));
    await mkdir(join(root, 'pics'));
    await writeFile(join(root, 'pics', 'docs.json'), JSON.stringify({ name: 'Pics', navigation: [{ group: 'Start', pages: ['index'] }] }));
    await writeFile(join(root, 'pics', 'index.mdx'), '---\ntitle: "Pictures"\ndescription: "Charts."\n---\n\n<Frame>\n  <img src="/images/chart.png" alt="Growth chart" />\n</Frame>\n');
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(root, 'pics'));
      await waitForPreviewTitle(page, 'Pictures');
      const image = previewFrame(page).getByRole('img', { name: 'Growth chart' });
      await expect.poll(() => image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      const frame = await previewFrameHandle(page);
      expect(await frame.evaluate(() => Array.from(document.images, (img) => [img.alt, img.complete, img.naturalWidth, img.naturalHeight]).filter(([alt]) => alt === 'Growth chart'))).toEqual([['Growth chart', true, 160, 90]]);
      const problem = page.getByRole('list', { name: 'Problem list' }).getByRole('button', { name: /project\/missing-asset|is not in the project/ });
      await expect.poll(() => problem.getAttribute('aria-label')).toBe('warning: The image `/images/chart.png` is not in the project (looked for `images/chart.png`), so the page shows a placeholder instead. Add the file or fix the path. index.mdx:7:3');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
