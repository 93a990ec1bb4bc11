import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openApp } from '../browser/app-harness.ts';
import { builtApp } from '../browser/built-app.ts';
import { serveStatic } from '../browser/static-server.ts';
import { summarizeSamples } from './measure.ts';

const VISITS = 5;
const KEYSTROKES = 40;
const BIG_BYTES = 1024 * 1024;

/**
 * The quick-validation page in real Chromium, from a production build on a plain static host: time
 * from navigation to the first check's diagnostics shown and to Monaco mounted (median of fresh
 * visits), and with a 1 MB config pasted, how long its check takes (in the worker) and the delay from
 * each keystroke to the next frame while checks run (the typing must never wait for them).
 */
export async function runValidateBench(): Promise<{ name: string; value: string }[]> {
  const [outDir, browser] = await Promise.all([builtApp(), launchBrowser()]);
  const host = await serveStatic(outDir);
  try {
    const opens = [];
    for (let i = 0; i < VISITS; i++) opens.push(await openOnce(browser, `${host.url}validate/`));
    const checked = summarizeSamples(opens.map((o) => o.checked));
    const monaco = summarizeSamples(opens.map((o) => o.monaco));
    const big = await typeInBigConfig(browser, `${host.url}validate/`);
    return [
      { name: `time to open validate/: first diagnostics shown (median of ${VISITS} first visits)`, value: `${checked.median.toFixed(0)} ms (target < 1000 ms) ${checked.median < 1000 ? 'pass' : 'FAIL'}` },
      { name: 'time to open validate/: Monaco mounted (median)', value: `${monaco.median.toFixed(0)} ms` },
      { name: `check of a pasted ${(big.bytes / 1024).toFixed(0)} KB config (worker)`, value: `${big.check.toFixed(0)} ms` },
      { name: `keystroke → next frame while the 1 MB config is checked, p50 / p95 (${KEYSTROKES} keys)`, value: `${big.frame.median.toFixed(1)} / ${big.frame.p95.toFixed(1)} ms (target p95 ≤ 50 ms) ${big.frame.p95 <= 50 ? 'pass' : 'FAIL'}` },
    ];
  } finally {
    await browser.close();
    await host.close();
  }
}

/** Reads a performance mark of the page (ms after navigation start), waiting for it. */
async function markAt(page: Page, name: string): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, name, { timeout: 30_000 });
  return page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN, name);
}

async function openOnce(browser: Browser, url: string): Promise<{ checked: number; monaco: number }> {
  const { context, page } = await openApp(browser, url);
  try {
    return { checked: await markAt(page, 'quire:validate:checked'), monaco: await markAt(page, 'quire:validate:monaco') };
  } finally {
    await context.close();
  }
}

/** A spec-format config of about `bytes`: many groups of pages, some with an unknown key. */
function bigConfig(bytes: number): string {
  const groups: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const pages = Array.from({ length: 20 }, (_, j) => `"guides/section-${i}/page-${j}"`).join(', ');
    const group = `    { "group": "Section ${i}", ${i % 50 === 0 ? '"colour": "red", ' : ''}"pages": [${pages}] }`;
    groups.push(group);
    size += group.length;
  }
  return `{\n  "name": "Big docs",\n  "navigation": [\n${groups.join(',\n')}\n  ]\n}\n`;
}

async function typeInBigConfig(browser: Browser, url: string): Promise<{ bytes: number; check: number; frame: ReturnType<typeof summarizeSamples> }> {
  const { context, page } = await openApp(browser, url);
  try {
    await markAt(page, 'quire:validate:monaco');
    const text = bigConfig(BIG_BYTES);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await page.locator('[data-editor="monaco"] .monaco-editor textarea').focus();
    await page.keyboard.press('Control+a');
    const before = await page.evaluate(() => performance.getEntriesByName('quire:validate:checked').length);
    const pasted = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+v');
    await page.waitForFunction((count) => performance.getEntriesByName('quire:validate:checked').length > count, before, { timeout: 60_000 });
    const check = (await page.evaluate(() => performance.getEntriesByName('quire:validate:checked').at(-1)?.startTime ?? NaN)) - pasted;
    // Each key's delay to the next frame, typed at the end of the first line while checks run.
    await page.evaluate(() => {
      const delays: number[] = [];
      Object.assign(window, { quireDelays: delays });
      addEventListener('keydown', (event) => requestAnimationFrame(() => delays.push(performance.now() - event.timeStamp)), true);
    });
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    for (let i = 0; i < KEYSTROKES; i++) await page.keyboard.press(i % 2 === 0 ? 'Space' : 'Backspace');
    await page.waitForFunction((n) => ((window as unknown as { quireDelays: number[] }).quireDelays ?? []).length >= n, KEYSTROKES);
    const delays = await page.evaluate(() => (window as unknown as { quireDelays: number[] }).quireDelays);
    return { bytes: text.length, check, frame: summarizeSamples(delays) };
  } finally {
    await context.close();
  }
}
