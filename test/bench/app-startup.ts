import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { openApp } from '../browser/app-harness.ts';
import { paintProbe } from './first-preview.ts';

/** The gzipped size of each script of the build (URL paths under its root), largest first. */
export async function gzippedScripts(outDir: string, paths: readonly string[]): Promise<[string, number][]> {
  const sizes = await Promise.all(paths.map(async (path) => [path.replace(/^\//, ''), gzipSync(await readFile(join(outDir, path)), { level: 9 }).length] as [string, number]));
  return sizes.sort((a, b) => b[1] - a[1]);
}

/** How many files the service worker caches on install (from the list the build wrote in front of `sw.js`). */
export async function precacheCount(outDir: string): Promise<number> {
  const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
  const list = /^const QUIRE_OFFLINE=(.*);$/m.exec(sw)?.[1];
  return list === undefined ? Number.NaN : (JSON.parse(list) as { precache: string[] }).precache.length;
}

/**
 * A first visit with service workers allowed: ms from the first preview (the app's mark) until the
 * service worker controls the page, that is until the app works with no network.
 */
export async function measureOfflineReady(browser: Browser, url: string): Promise<number> {
  const { context, page } = await openApp(browser, url, { serviceWorkers: 'allow' });
  try {
    // As text: a function would be serialized with the helpers the TypeScript runner adds to it.
    return (await page.evaluate(`(async () => {
      const first = () => performance.getEntriesByName('quire:first-preview')[0]?.startTime;
      await new Promise((resolve) => {
        if (first() !== undefined) return resolve();
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('quire:first-preview').length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'mark', buffered: true });
      });
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      return performance.now() - (first() ?? 0);
    })()`)) as number;
  } finally {
    await context.close();
  }
}

/** A folder of `pages` pages (two with a problem), listed in navigation; returns its path. */
async function writeManyPages(pages: number): Promise<string> {
  const folder = join(await mkdtemp(join(tmpdir(), 'quire-bench-reopen-')), 'reopen-docs');
  await mkdir(join(folder, 'pages'), { recursive: true });
  const names = Array.from({ length: pages }, (_, i) => `pages/page-${String(i).padStart(3, '0')}`);
  await writeFile(join(folder, 'docs.json'), JSON.stringify({ name: 'Reopen', navigation: [{ group: 'All', pages: names }] }, null, 2));
  for (const [i, name] of names.entries()) {
    const body = i % 250 === 7 ? 'A [broken link](/pages/nowhere).' : `## Section\n\nText of page ${i}, with a [link](/pages/page-000) and **bold** words.\n\n- one\n- two\n`;
    await writeFile(join(folder, `${name}.mdx`), `---\ntitle: "Page ${i}"\ndescription: "Page number ${i}."\n---\n\n${body}\n`);
  }
  return folder;
}

/**
 * Opens a workspace of `pages` pages, lets its check finish and its files be stored, then reloads
 * (the workspace reopens) and times from the navigation's start: the project's files sent to the
 * worker (read from storage), the kept problems received from the worker, the home page's text
 * painted in the preview, the problems list shown (the status bar gives counts, kept or checked), and
 * the check done.
 */
export async function measureReopen(browser: Browser, url: string, pages: number): Promise<{ preview: number; problems: number; checked: number; sent: number; kept: number }> {
  const folder = await writeManyPages(pages);
  const { context, page } = await openApp(browser, url, {
    beforeLoad: async (tab) => {
      await tab.context().addInitScript(paintProbe('Text of page 0'));
      await tab.addInitScript(`(() => {
        const seen = {};
        window.quireReopen = seen;
        new MutationObserver(() => {
          const label = document.querySelector('footer[aria-label="Status bar"] .status-button')?.getAttribute('aria-label') ?? '';
          const note = document.querySelector('section[aria-label="Problems"] .problems-note');
          if (seen.problems === undefined && /errors/.test(label)) seen.problems = performance.now();
          if (seen.checked === undefined && /errors/.test(label) && !note) seen.checked = performance.now();
        }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      })();`);
    },
  });
  try {
    await page.getByLabel('Open folder as workspace').setInputFiles(folder);
    await page.getByRole('button', { name: 'Workspace: reopen-docs' }).waitFor();
    await page.getByRole('button', { name: /^\d+ errors, \d+ warnings$/ }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('quire:workspaces') ?? '[]') as { name: string; seeding?: string }[]).find((w) => w.name === 'reopen-docs')?.seeding === undefined, undefined, { timeout: 120_000 });
    await page.reload();
    await page.waitForFunction(() => {
      const w = window as unknown as { quirePainted?: number; quireReopen: { checked?: number } };
      return w.quirePainted !== undefined && w.quireReopen.checked !== undefined;
    }, undefined, { timeout: 120_000 });
    return await page.evaluate(() => {
      const w = window as unknown as { quirePainted: number; quireReopen: { problems: number; checked: number } };
      const sent = performance.getEntriesByName('quire:project-sent')[0]?.startTime ?? Number.NaN;
      const kept = performance.getEntriesByName('quire:problems-kept')[0]?.startTime ?? Number.NaN;
      return { preview: w.quirePainted, problems: w.quireReopen.problems, checked: w.quireReopen.checked, sent, kept };
    });
  } finally {
    await context.close();
    await rm(join(folder, '..'), { recursive: true, force: true });
  }
}
