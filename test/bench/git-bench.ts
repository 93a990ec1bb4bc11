import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { focusEditorAtEnd, launchBrowser, openApp, serveApp, typeInEditor } from '../browser/app-harness.ts';
import { cloneThroughDialog, listedChanges, openSourceControl } from '../browser/git-ui.ts';
import { createRepo, generatedFiles, gitAsync, startGitServer } from '../setup/git-server.ts';
import { startRestHost } from '../setup/rest-host.ts';
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

/** Reads the changes again (the panel closed and opened) once nothing else runs, and returns how long the status took. */
async function statusNow(page: Page): Promise<number> {
  const count = await page.evaluate(() => performance.getEntriesByName('quire:git:status').length);
  await page.getByRole('button', { name: 'Close source control' }).click();
  await page.getByRole('button', { name: 'Source control', exact: true }).click();
  await page.waitForFunction((before) => performance.getEntriesByName('quire:git:status').length > before, count, { timeout: 120_000 });
  return lastMeasure(page, 'quire:git:status');
}

/** The median of `runs` status reads, each after the file systems have gone quiet (LightningFS lets go of its lock 0.5 s after its last use). */
async function statusMedian(page: Page, runs = 3): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.waitForTimeout(1500);
    samples.push(await statusNow(page));
  }
  return summarizeSamples(samples).median;
}

/**
 * Git in the browser against native git, on one generated repository of 2,000 pages (~20 MB) served
 * by the test git server: a clone through the app's dialog (isomorphic-git in the git worker into
 * LightningFS in Chromium) against native `git clone` of the same URL (median of three), then status
 * on that clone (when nothing else holds the file system) and a commit of ten edited files, each as
 * the app measures its worker round trip.
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
    const statusFirst = await lastMeasure(page, 'quire:git:status');
    const statusClean = await statusMedian(page);

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
    const statusEdited = await statusMedian(page);
    await panel.getByLabel('Commit message').fill('Ten edits');
    await panel.getByLabel('Author name').fill('Bench');
    await panel.getByLabel('Author email').fill('bench@example.com');
    await panel.getByRole('button', { name: 'Commit' }).click();
    await panel.getByRole('status').filter({ hasText: /^Committed [0-9a-f]{7}\.$/ }).waitFor({ timeout: 120_000 });
    const commitMs = await lastMeasure(page, 'quire:git:commit');
    await context.close();

    // The same repository through the GitHub REST API mock (tree listing, raw downloads), as a ?repo= link opens it.
    const rest = await startRestHost(server.root);
    let apiMs: number;
    let apiRequests: number;
    try {
      const link = `${app.url}?repo=${encodeURIComponent(`${rest.origin}/acme/bench`)}&provider=github&api=${encodeURIComponent(`${rest.origin}/api/v3`)}`;
      const opened = await openApp(browser, link);
      // As for the clone above: the app has finished opening its starter before the dialog's Clone is pressed.
      await opened.page.getByRole('button', { name: 'Workspace: Starter' }).waitFor();
      const apiDialog = opened.page.getByRole('dialog', { name: 'Clone repository' });
      await apiDialog.getByRole('button', { name: 'Clone' }).click();
      await apiDialog.waitFor({ state: 'detached', timeout: 600_000 });
      apiMs = await lastMeasure(opened.page, 'quire:git:clone');
      apiRequests = rest.requests.filter((r) => r.path.startsWith('/api/')).length;
      await opened.context.close();
    } finally {
      await rest.close();
    }

    const ratio = cloneMs / nativeMs;
    return [
      { name: `native git clone, ${FILES} files (~${Math.round((FILES * BYTES_PER_FILE) / 1e6)} MB), median of ${NATIVE_RUNS}`, value: `${nativeMs.toFixed(0)} ms` },
      { name: 'isomorphic-git clone into LightningFS in Chromium (git worker)', value: `${cloneMs.toFixed(0)} ms (dialog to done ${dialogMs.toFixed(0)} ms)` },
      { name: 'browser clone ÷ native clone', value: `${ratio.toFixed(2)}×`, target: '≤ 3×', pass: ratio <= 3 },
      { name: `open through the GitHub REST API (mock on 127.0.0.1; ${apiRequests} API requests, files from the raw host)`, value: `${apiMs.toFixed(0)} ms` },
      { name: 'API open ÷ isomorphic-git clone (same content, same run)', value: `${(apiMs / cloneMs).toFixed(2)}×` },
      { name: `status, ${FILES} files, first after the clone opened (waits for the workspace's files to be read)`, value: `${statusFirst.toFixed(0)} ms` },
      { name: `status, ${FILES} files, nothing changed (median of 3)`, value: `${statusClean.toFixed(0)} ms`, target: '≤ 300 ms', pass: statusClean <= 300 },
      { name: `status, ${FILES} files, ${EDITED} changed (median of 3)`, value: `${statusEdited.toFixed(0)} ms`, target: '≤ 300 ms', pass: statusEdited <= 300 },
      { name: `commit of ${EDITED} edited files`, value: `${commitMs.toFixed(0)} ms`, target: '≤ 500 ms', pass: commitMs <= 500 },
    ];
  } finally {
    await browser.close();
    await app.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
