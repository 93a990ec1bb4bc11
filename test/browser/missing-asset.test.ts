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

describe('an image whose path has a space', () => {
  it('shows in the preview, whether the space is written %20, as is in <img src>, or as is in a Markdown <…> destination', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-spaced-'));
    await mkdir(join(root, 'spaced', 'images', 'docs thumbnails'), { recursive: true });
    await writeFile(join(root, 'spaced', 'docs.json'), JSON.stringify({ name: 'Spaced', navigation: [{ group: 'Start', pages: ['index'] }] }));
    // A 1×1 PNG.
    await writeFile(join(root, 'spaced', 'images', 'docs thumbnails', 'x.png'), Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
    await writeFile(join(root, 'spaced', 'index.mdx'), '---\ntitle: "Thumbnails"\ndescription: "Pictures."\n---\n\n![Encoded](/images/docs%20thumbnails/x.png)\n\n<img src="/images/docs thumbnails/x.png" alt="Literal" />\n\n![Bracketed](</images/docs thumbnails/x.png>)\n');
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(root, 'spaced'));
      await waitForPreviewTitle(page, 'Thumbnails');
      const frame = await previewFrameHandle(page);
      const shown = () => frame.evaluate(() => Array.from(document.images, (img) => [img.alt, img.src.slice(0, 5), img.complete, img.naturalWidth]).filter(([alt]) => ['Encoded', 'Literal', 'Bracketed'].includes(alt as string)));
      await expect.poll(shown).toEqual([
        ['Encoded', 'blob:', true, 1],
        ['Literal', 'blob:', true, 1],
        ['Bracketed', 'blob:', true, 1],
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
