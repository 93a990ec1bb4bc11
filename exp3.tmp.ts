import { launchBrowser, openApp, serveApp, waitForPreviewTitle } from './test/browser/app-harness.ts';
const [app, browser] = await Promise.all([serveApp(), launchBrowser()]);
for (let k = 0; k < 2; k++) {
  const { page, context } = await openApp(browser, app.url);
  await waitForPreviewTitle(page, 'Welcome to Acme Plants');
  const entries = await page.evaluate(() => [...performance.getEntriesByType('mark').map((e) => [e.name, Math.round(e.startTime)]), ...performance.getEntriesByType('resource').map((e) => [e.name.split('/').pop(), Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd)]), ['domContentLoaded', Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd)]]);
  console.log(entries.filter((e) => !String(e[0]).startsWith('quire:preview-rendered') || true).slice(0, 30));
  await context.close();
}
await browser.close(); await app.close();
