import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedChromium } from '../setup/chromium.ts';
import { componentRuntime, componentStyles } from '../../src/core/render/index.ts';
import { render } from '../core/render/render-helpers.ts';

const body = render(
  [
    '<View title="JavaScript">\n  ## In JavaScript\n</View>',
    '<View title="Python">\n  ## In Python\n</View>',
    '<Tabs>\n  <Tab title="JavaScript">js tab</Tab>\n  <Tab title="Python" id="py-tab">py tab</Tab>\n</Tabs>',
    '<Tabs sync={false}>\n  <Tab title="JavaScript">js alone</Tab>\n  <Tab title="Python">py alone</Tab>\n</Tabs>',
    '<Prompt description="Write docs.">\nYou are a **writer**.\n</Prompt>',
    '<Color variant="compact">\n  <Color.Item name="blue" value="#3B82F6" />\n</Color>',
  ].join('\n\n'),
).html;

const chromium = sharedChromium();

async function open(): Promise<Page> {
  const page = await chromium.browser.newPage();
  await page.setContent(`<!doctype html><html><head><style>${componentStyles}</style></head><body><main>${body}</main><script>${componentRuntime}</script></body></html>`);
  // A clipboard that records what was written (the page is not a secure context, so it has none).
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: (text: string) => ((window as unknown as { copied: string[] }).copied.push(text), Promise.resolve()) } });
    (window as unknown as { copied: string[] }).copied = [];
  });
  return page;
}

const shownViews = (p: Page) => p.$$eval('section.q-view', (views) => views.map((v) => `${v.getAttribute('data-view')}:${getComputedStyle(v).display === 'none' ? 0 : 1}`));
const selected = (p: Page) => p.$$eval('[role="tablist"]', (lists) => lists.map((l) => Array.from(l.querySelectorAll('[role="tab"]')).map((t) => (t.getAttribute('aria-selected') === 'true' ? 1 : 0)).join('')));

describe('platform components at run time', () => {
  it('adds one view selector before the first view and shows only the first view', async () => {
    const p = await open();
    expect(await p.getByRole('combobox', { name: 'View' }).count()).toBe(1);
    expect(await p.$$eval('.q-view-select option', (options) => options.map((o) => o.textContent))).toEqual(['JavaScript', 'Python']);
    expect(await shownViews(p)).toEqual(['JavaScript:1', 'Python:0']);
    expect(await p.$eval('main > :first-child', (e) => e.className)).toBe('q-view-bar');
    await p.close();
  });

  it('keeps views and tabs of the same title in step, but not a tab group with sync={false}', async () => {
    const p = await open();
    await p.getByRole('combobox', { name: 'View' }).selectOption('Python');
    expect(await shownViews(p)).toEqual(['JavaScript:0', 'Python:1']);
    expect(await selected(p)).toEqual(['01', '10']);
    await p.getByRole('tab', { name: 'JavaScript' }).first().click();
    expect(await shownViews(p)).toEqual(['JavaScript:1', 'Python:0']);
    expect(await p.$eval('.q-view-select', (s) => (s as HTMLSelectElement).value)).toBe('JavaScript');
    await p.getByRole('tab', { name: 'Python' }).nth(1).click();
    expect(await selected(p)).toEqual(['10', '01']);
    expect(await shownViews(p)).toEqual(['JavaScript:1', 'Python:0']);
    await p.close();
  });

  it('opens the tab a #id link names, and the view holding a heading a hash points to', async () => {
    const p = await open();
    await p.evaluate(() => {
      location.hash = '#py-tab';
    });
    await p.waitForFunction(() => document.getElementById('py-tab')?.getAttribute('aria-selected') === 'true');
    await p.evaluate(() => {
      location.hash = '#in-python';
    });
    await p.waitForFunction(() => (document.querySelector('section[data-view="Python"]') as HTMLElement | null)?.hidden === false);
    await p.close();
  });

  it('copies the prompt and the color value from their buttons', async () => {
    const p = await open();
    await p.getByRole('button', { name: 'Copy prompt' }).click();
    await p.waitForFunction(() => document.querySelector('.q-prompt-copy')?.classList.contains('q-copied'));
    await p.getByRole('button', { name: 'Copy blue, #3B82F6' }).click();
    await p.waitForFunction(() => (window as unknown as { copied: string[] }).copied.length === 2);
    expect(await p.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual(['You are a writer.', '#3B82F6']);
    await p.close();
  });
});
