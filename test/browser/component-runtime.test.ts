import { describe, expect, it } from 'vitest';
import { sharedChromium } from '../setup/chromium.ts';
import type { Page } from 'playwright-core';
import { componentRuntime, componentStyles } from '../../src/core/render/index.ts';
import { render } from '../core/render/render-helpers.ts';

const body = render(
  [
    '<CodeGroup>\n```bash npm\nnpm i quire\n```\n\n```bash yarn\nyarn add quire\n```\n</CodeGroup>',
    '<CodeGroup>\n```bash npm\nnpm run build\n```\n\n```bash yarn\nyarn build\n```\n</CodeGroup>',
    '<Tabs>\n  <Tab title="One">\n    First\n  </Tab>\n  <Tab title="Two">\n    ## Deep heading\n  </Tab>\n  <Tab title="Three">\n    Third\n  </Tab>\n</Tabs>',
    '<Accordion title="More">\n  ### In accordion\n</Accordion>',
    `\`\`\`python Long expandable\n${Array.from({ length: 60 }, (_, i) => `line_${i} = ${i}`).join('\n')}\n\`\`\``,
  ].join('\n\n'),
).html;

const chromium = sharedChromium();
let page: Page;

async function open(): Promise<Page> {
  page = await chromium.browser.newPage();
  // The runtime twice: a page may include it once per component bundle; it must wire things once.
  await page.setContent(`<!doctype html><html><head><style>${componentStyles}</style></head><body>${body}<script>${componentRuntime}</script><script>${componentRuntime}</script></body></html>`);
  return page;
}

const selected = (p: Page) => p.$$eval('[role="tablist"]', (lists) => lists.map((l) => Array.from(l.querySelectorAll('[role="tab"]')).map((t) => t.getAttribute('aria-selected') === 'true' ? 1 : 0).join('')));
const visible = (p: Page) => p.$$eval('[role="tabpanel"]', (panels) => panels.map((x) => (getComputedStyle(x).display === 'none' ? 0 : 1)).join(''));

describe('componentRuntime', () => {
  it('shows the first tab of every group before any interaction (the markup alone reads well)', async () => {
    const p = await open();
    expect(await selected(p)).toEqual(['10', '10', '100']);
    expect(await visible(p)).toBe('1010100');
    await p.close();
  });

  it('switches a tab on click, and the groups showing the same label with it', async () => {
    const p = await open();
    await p.getByRole('tab', { name: 'yarn' }).first().click();
    expect(await selected(p)).toEqual(['01', '01', '100']);
    expect(await visible(p)).toBe('0101100');
    await p.getByRole('tab', { name: 'Three' }).click();
    expect(await selected(p)).toEqual(['01', '01', '001']);
    await p.close();
  });

  it('moves between tabs with the arrow keys', async () => {
    const p = await open();
    await p.getByRole('tab', { name: 'One' }).focus();
    await p.keyboard.press('ArrowRight');
    expect(await selected(p)).toEqual(['10', '10', '010']);
    expect(await p.evaluate(() => document.activeElement?.textContent)).toBe('Two');
    await p.keyboard.press('ArrowLeft');
    await p.keyboard.press('ArrowLeft');
    expect(await selected(p)).toEqual(['10', '10', '001']);
    await p.close();
  });

  it('marks a copy button as done after copying its block', async () => {
    const p = await open();
    const button = p.locator('button[data-copy]').first();
    await p.locator('.q-code').first().hover();
    await button.click();
    await p.waitForFunction(() => document.querySelector('button[data-copy]')?.classList.contains('q-copied'));
    expect(await button.getAttribute('aria-label')).toBe('Copied');
    await p.close();
  });

  it('opens the tab or accordion holding the element a URL hash points to', async () => {
    const p = await open();
    await p.evaluate(() => {
      location.hash = '#deep-heading';
    });
    await p.waitForFunction(() => document.getElementById('q-tabs-2-panel-1')?.hidden === false);
    await p.evaluate(() => {
      location.hash = '#in-accordion';
    });
    await p.waitForFunction(() => document.querySelector<HTMLDetailsElement>('details.q-accordion')?.open === true);
    await p.close();
  });

  it('expands and collapses an expandable code block from its button, which says what it does', async () => {
    const p = await open();
    const pre = p.locator('.q-code-expandable > pre');
    const height = () => pre.evaluate((el) => el.getBoundingClientRect().height);
    const collapsed = await height();
    const button = p.getByRole('button', { name: 'Expand' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await p.waitForFunction(() => document.querySelector('.q-code-expandable')?.classList.contains('q-code-expanded'));
    expect(await height()).toBeGreaterThan(collapsed * 2);
    const collapse = p.getByRole('button', { name: 'Collapse' });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    await collapse.click();
    await p.waitForFunction(() => !document.querySelector('.q-code-expandable')?.classList.contains('q-code-expanded'));
    expect(await height()).toBe(collapsed);
    await p.close();
  });
});
