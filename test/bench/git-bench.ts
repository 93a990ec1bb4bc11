import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { focusEditorAtEnd, launchBrowser, openApp, serveApp, typeInEditor } from '../browser/app-harness.ts';
import { cloneThroughDialog, listedChanges, openSourceControl } from '../browser/git-ui.ts';
import { createRepo, generatedFiles, gitAsync, startGitServer } from '../setup/git-server.ts';
import type { BenchRow } from './measure.ts';
import { summarizeSamples } from './measure.ts';

const FILES = 2000;
const BYTES_PER_FILE = 10_240;
const NATIVE_RUNS = 3;
const EDITED = 10;

/** The last performance measure of that name the app recorded (GitController's `quire:git:<operation>`), in ms. */
async function lastMeasure(page: Page, name: string): Promise<number> {
  return page.evaluate((measure) => performance.getEntriesByName(measure).at(-1)?.duration ?? Number.NaN, name);
}

/**
 * Git in the browser against native git, on one generated repository of 2,000 pages (~20 MB) served
 * by the test git server: a clone through the app's dialog (isomorphic-git in the git worker into
 * LightningFS in Chromium) against native `git clone` of the same URL (median of three), then status
 * on that clone and a commit of ten edited files, each as the app measures its worker round trip.
 */
export async function runGitBench(): Promise<BenchRow[]> {
  const server = await startGitServer();
  const [app, browser] = await Promise.all([serveApp(), launchBrowser()]);
  const scratch = await mkdtemp(join(tmpdir(), 'quire-git-bench-'));
  try {
    const url = createRepo(server, 'bench', generatedFiles(FILES, BYTES_PER_FILE));
    const native: number[] = [];
    for (let i = 0; i < NATIVE_RUNS; i++) {
      const start = performance.now();
      await gitAsync(scratch, 'clone', '--quiet', '--depth=1', '--single-branch', url, `native-${i}`);
      native.push(performance.now() - start);
    }
    const nativeMs = summarizeSamples(native).median;

    const { context, page } = await openApp(browser, app.url);
    await page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
    const start = performance.now();
    const dialog = await cloneThroughDialog(page, { url });
    await dialog.waitFor({ state: 'detached', timeout: 600_000 });
    const dialogMs = performance.now() - start;
    const cloneMs = await lastMeasure(page, 'quire:git:clone');
    await page.getByRole('button', { name: 'Workspace: bench' }).waitFor({ timeout: 120_000 });

    const panel = await openSourceControl(page);
    await panel.getByText('No changes since the last commit.').waitFor({ timeout: 120_000 });
    const statusClean = await lastMeasure(page, 'quire:git:status');

    // Ten pages edited as a person would: quick open, a line at the end.
    for (let i = 0; i < EDITED; i++) {
      await page.keyboard.press('Control+p');
      await page.getByRole('combobox', { name: 'Go to file' }).fill(`page-${String(i).padStart(5, '0')}.mdx`);
      await page.keyboard.press('Enter');
      await page.getByRole('tab', { name: `page-${String(i).padStart(5, '0')}.mdx` }).waitFor();
      await focusEditorAtEnd(page);
      await typeInEditor(page, '\nEdited.\n');
    }
    const deadline = Date.now() + 120_000;
    while ((await listedChanges(panel)).length !== EDITED && Date.now() < deadline) await page.waitForTimeout(200);
    const statusEdited = await lastMeasure(page, 'quire:git:status');
    await panel.getByLabel('Commit message').fill('Ten edits');
    await panel.getByLabel('Author name').fill('Bench');
    await panel.getByLabel('Author email').fill('bench@example.com');
    await panel.getByRole('button', { name: 'Commit' }).click();
    await panel.getByRole('status').filter({ hasText: /^Committed [0-9a-f]{7}\.$/ }).waitFor({ timeout: 120_000 });
    const commitMs = await lastMeasure(page, 'quire:git:commit');
    await context.close();

    const ratio = cloneMs / nativeMs;
    return [
      { name: `native git clone, ${FILES} files (~${Math.round((FILES * BYTES_PER_FILE) / 1e6)} MB), median of ${NATIVE_RUNS}`, value: `${nativeMs.toFixed(0)} ms` },
      { name: 'isomorphic-git clone into LightningFS in Chromium (git worker)', value: `${cloneMs.toFixed(0)} ms (dialog to done ${dialogMs.toFixed(0)} ms)` },
      { name: 'browser clone ÷ native clone', value: `${ratio.toFixed(2)}×`, target: '≤ 3×', pass: ratio <= 3 },
      { name: `status, ${FILES} files, nothing changed`, value: `${statusClean.toFixed(0)} ms`, target: '≤ 300 ms', pass: statusClean <= 300 },
      { name: `status, ${FILES} files, ${EDITED} changed`, value: `${statusEdited.toFixed(0)} ms`, target: '≤ 300 ms', pass: statusEdited <= 300 },
      { name: `commit of ${EDITED} edited files`, value: `${commitMs.toFixed(0)} ms`, target: '≤ 500 ms', pass: commitMs <= 500 },
    ];
  } finally {
    await browser.close();
    await app.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
