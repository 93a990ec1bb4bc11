import type { Browser } from 'playwright-core';
import { openApp } from '../browser/app-harness.ts';
import { summarizeSamples } from './measure.ts';

/** The text of the starter's home page that must be painted in the preview. */
const STARTER_TEXT = 'Welcome to Acme Plants';

/**
 * The script the browser runs first in every frame, as text (a function would be serialized with
 * the helpers a TypeScript runner adds to it). In the preview frame it waits for `text` to be in
 * the page, then for the next animation frame and the task after it (that frame has been painted),
 * and tells the app's page when, which keeps the first report as `window.quirePainted` (ms after
 * its navigation started).
 */
export function paintProbe(text: string): string {
  return `(() => {
  const text = ${JSON.stringify(text)};
  if (window.parent === window) {
    addEventListener('message', (event) => {
      const data = event.data;
      if (data && data.type === 'quire-bench-painted' && typeof data.at === 'number' && window.quirePainted === undefined) window.quirePainted = data.at - performance.timeOrigin;
    });
    return;
  }
  const observer = new MutationObserver(() => {
    if (!document.body || !document.body.textContent.includes(text)) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => window.parent.postMessage({ type: 'quire-bench-painted', at: performance.timeOrigin + performance.now() }, '*'), 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

/** One first visit: when (ms after navigation start) each step was reached. */
export type FirstPreviewSteps = Readonly<Record<string, number>>;

/** The first visits measured: the median of each step, and the painted figure's median. */
export interface FirstPreviewResult {
  readonly painted: number;
  readonly steps: Readonly<Record<string, number>>;
  /** The scripts (URL paths) the first visit requested before the starter's text was painted: what the first preview waited for, or shared the network and the CPU with. */
  readonly scriptsBefore: readonly string[];
}

/**
 * What a user sees of a first visit, measured from outside the app: a fresh browser context (empty
 * storage, cold cache) opens `url`, and the figure is the time from the navigation's start to the
 * first frame painted with the starter's home page text in the preview frame (see paintProbe). The
 * steps on the way come from the browser's resource timing and the app's own marks, on the same clock.
 */
export async function measureFirstPreview(browser: Browser, url: string, visits: number): Promise<FirstPreviewResult> {
  const samples: FirstPreviewSteps[] = [];
  let scriptsBefore: string[] = [];
  for (let i = 0; i < visits; i++) {
    // Every request of the app, its preview frame and its worker, by when its response ended (ms since the epoch).
    const finished: [string, number][] = [];
    // And by when it was sent (ms since the epoch).
    const started: [string, number][] = [];
    const { context, page } = await openApp(browser, url, {
      beforeLoad: async (tab) => {
        tab.context().on('requestfinished', (request) => {
          const timing = request.timing();
          if (timing.responseEnd >= 0) finished.push([request.url(), timing.startTime + timing.responseEnd]);
          started.push([request.url(), timing.startTime]);
        });
        await tab.context().addInitScript(paintProbe(STARTER_TEXT));
      },
    });
    await page.waitForFunction(() => (window as unknown as { quirePainted?: number }).quirePainted !== undefined, undefined, { timeout: 30_000 });
    // Read as plain data and named here: a function passed to the page must not define functions of
    // its own (the TypeScript runner would wrap them in a helper the page does not have).
    const timing = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => [r.name, r.responseEnd] as const),
      marks: performance.getEntriesByName('quire:first-preview').map((m) => m.startTime),
      contentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domContentLoadedEventEnd,
      painted: (window as unknown as { quirePainted: number }).quirePainted,
    }));
    const loaded = (pattern: RegExp) => timing.resources.find(([name]) => pattern.test(name))?.[1] ?? Number.NaN;
    // The last of them (the worker's requests are not in the page's resource timing).
    const lastLoaded = (pattern: RegExp) => Math.max(...finished.filter(([name]) => pattern.test(name)).map(([, at]) => at - timing.origin));
    samples.push({
      'app page loaded (DOMContentLoaded)': timing.contentLoaded ?? Number.NaN,
      'worker script loaded': loaded(/\/worker-main[^/]*\.js$/),
      'starter project loaded': loaded(/\/starter-project[^/]*\.js$/),
      'preview page loaded': loaded(/\/preview\.html/),
      'preview runtime loaded': lastLoaded(/\/quire-preview-[^/]*\.js$/),
      'icons the starter uses loaded (the last)': lastLoaded(/\/icons-[^/]+\/[^/]+\.js$/),
      'preview rendered (the app\u2019s mark)': timing.marks[0] ?? Number.NaN,
      'starter text painted in the preview': timing.painted,
    });
    if (i === 0) scriptsBefore = started.filter(([url, at]) => /\.m?js(\?|$)/.test(url) && at - timing.origin <= timing.painted).map(([url]) => new URL(url).pathname);
    await context.close();
  }
  const steps: Record<string, number> = {};
  for (const name of Object.keys(samples[0] ?? {})) {
    const values = samples.map((s) => s[name] ?? Number.NaN).filter((v) => Number.isFinite(v));
    if (values.length > 0) steps[name] = summarizeSamples(values).median;
  }
  return { painted: steps['starter text painted in the preview'] ?? Number.NaN, steps, scriptsBefore: [...new Set(scriptsBefore)] };
}
