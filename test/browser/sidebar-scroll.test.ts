// The sidebar of an exported page deep in a large corpus project: on load, the current page's entry
// is scrolled into the sidebar's visible box (without scripts it stays below the fold), and the groups
// around it are open.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { sharedChromium } from '../setup/chromium.ts';
import { corpusDir, describeCorpus } from '../setup/corpus.ts';
import { planExport } from '../../src/core/site/export-site.ts';
import { exportOrigin, serveExport } from './served-export.ts';
import { folderProject } from '../setup/folder-project.ts';

const chromium = sharedChromium();


/** The last page of pipecat's "Utilities" group, in its nested "User Interruptions" group, below the 77 entries of "Services". */
const deepPage = 'server/utilities/interruption-strategies';

/** The export's files for `deepPage` only: its HTML, the stylesheet and the runtime. */
function deepPageFiles(): Map<string, string | Uint8Array> {
  const plan = planExport(folderProject(join(corpusDir, 'pipecat')));
  const job = plan.jobs.find((j) => j.page === deepPage);
  if (!job) throw new Error(`no job for ${deepPage}`);
  const files = new Map<string, string | Uint8Array>([[job.out, plan.renderJob(job).html]]);
  for (const [path, content] of plan.staticFiles()) if (path.startsWith('_quire/')) files.set(path, content);
  return files;
}

/** Where the active entry lies against the sidebar's visible box: `above`, `inside` or `below`. */
async function activePlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const sidebar = document.querySelector('.q-sidebar');
    const active = sidebar?.querySelector('[aria-current="page"]');
    if (!sidebar || !active) return 'missing';
    const box = sidebar.getBoundingClientRect();
    const entry = active.getBoundingClientRect();
    if (entry.bottom > box.bottom) return 'below';
    if (entry.top < box.top) return 'above';
    return 'inside';
  });
}

describeCorpus('corpus', 'the sidebar on a page deep in a large site', () => {
  it('scrolls the current page’s entry into the sidebar’s visible box on load, its groups open; the page itself stays at the top', { timeout: 120_000 }, async () => {
    const files = deepPageFiles();
    const open = async (javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await serveExport(chromium.browser, files, { javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${exportOrigin}/${deepPage}.html`);
      return { context, page };
    };
    const without = await open(false);
    try {
      // The control: without the runtime the entry is below the fold, so the test can fail.
      expect(await activePlace(without.page)).toBe('below');
    } finally {
      await without.context.close();
    }
    const { context, page } = await open(true);
    try {
      await expect.poll(() => activePlace(page)).toBe('inside');
      expect(await page.locator('.q-sidebar [aria-current="page"]').innerText()).toBe('Interruption Strategies');
      expect(await page.locator('.q-sidebar details:has([aria-current="page"])').evaluateAll((groups) => groups.map((g) => [g.querySelector('summary')?.textContent, (g as HTMLDetailsElement).open]))).toEqual([['User Interruptions', true]]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
