import { join } from 'node:path';
import { expect, it } from 'vitest';
import { corpusDir, corpusProjects, describeCorpus } from '../setup/corpus.ts';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// Every project of the shared corpus, opened as a workspace the way a person would: "Open folder
// as workspace" with the project's folder. Its home page must render and nothing may crash.
const projects = corpusProjects('corpus');

const env = sharedAppAndBrowser();

describeCorpus('corpus', 'the corpus, opened as workspaces', () => {
  it('has projects to open', () => {
    expect(projects.length).toBeGreaterThanOrEqual(5);
  });

  for (const name of projects) {
    it(`shows the home page of ${name} without a crash`, { timeout: 120_000 }, async () => {
      const { context, page, errors } = await openApp(env.browser, env.app.url);
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(corpusDir, name));
      await page.getByRole('button', { name: `Workspace: ${name}` }).waitFor({ timeout: 60_000 });
      const heading = previewFrame(page).locator('.q-article h1').first();
      await heading.waitFor({ timeout: 60_000 });
      expect((await heading.innerText()).trim().length).toBeGreaterThan(0);
      expect(await page.getByRole('treeitem', { name: 'mint.json' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
