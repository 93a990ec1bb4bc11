import '../setup/load-resources.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../src/core/project/project.ts';
import { exportSite } from '../core/site/export-site-files.ts';
import { page } from '../core/site/site-fixture.ts';
import { sharedChromium } from '../setup/chromium.ts';
import { openExport } from './open-export.ts';

// Diagrams, math and page modes in an exported site, served as a host serves it (the pages' CSP
// and the scripts they load as files): the diagram is drawn by mermaid as an SVG in light and dark
// mode, math is KaTeX's MathML with no script, and a custom-mode landing page has no sidebar.
const mermaidBundle = readFileSync(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'), 'utf8');
const site = exportSite(
  new MemoryProject({
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'flow', 'math'] }] }),
    'index.mdx': page('Landing', 'mode: custom\n', '# Build faster\n\nA landing page.\n\n## Why'),
    'flow.mdx': page('Flow', '', '```mermaid\ngraph TD\n  A[Start <b>bold</b>] --> B[Finish]\n```\n\n```mermaid\ngraph TD\n  A --> \n```'),
    'math.mdx': page('Math', '', 'Euler: $e^{i\\pi} + 1 = 0$\n\n$$\n\\frac{a}{b}\n$$'),
  }),
  { mermaidBundle },
);

const chromium = sharedChromium();

/** Opens an exported file of this site (see openExport). */
function open(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<{ tab: Page; errors: string[] }> {
  return openExport(chromium.browser, site.files, path, { colorScheme });
}

describe('an exported site with diagrams, math and page modes', () => {
  it('draws a mermaid diagram as an SVG (labels as SVG text, no HTML), again in dark mode; one that does not parse shows its source and the message', async () => {
    const { tab, errors } = await open('flow.html');
    const box = tab.locator('.q-mermaid').first();
    await tab.waitForSelector('.q-mermaid[data-mode="light"] .q-mermaid-svg svg');
    expect(await box.locator('.q-mermaid-source').isVisible()).toBe(false);
    expect(await box.locator('svg foreignObject').count()).toBe(0);
    expect(await box.locator('svg b').count()).toBe(0);
    expect(await box.locator('svg text').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Finish')]));
    const light = await box.screenshot();
    const fill = () => box.locator('svg .node rect').first().evaluate((r) => getComputedStyle(r).fill);
    const lightFill = await fill();

    await tab.locator('html').evaluate((root) => root.setAttribute('data-theme', 'dark'));
    await tab.waitForSelector('.q-mermaid[data-mode="dark"] .q-mermaid-svg svg');
    expect(await fill()).not.toBe(lightFill);
    expect((await box.screenshot()).equals(light)).toBe(false);

    const broken = tab.locator('.q-mermaid').nth(1);
    await broken.locator('.q-mermaid-error').waitFor();
    expect(await broken.locator('.q-mermaid-source').innerText()).toBe('graph TD\n  A --> ');
    expect(await broken.locator('.q-mermaid-error').innerText()).toMatch(/^Parse error on line 3:/);

    // A body changed in place (as the playground's preview changes it) gets its new diagram drawn.
    await tab.locator('.q-content').evaluate((content) => {
      content.innerHTML = '<div class="q-mermaid" id="later"><pre class="q-mermaid-source"><code>graph LR\n  X --> Y</code></pre></div>';
    });
    await tab.waitForSelector('#later[data-mode="dark"] .q-mermaid-svg svg');
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('shows math typeset as MathML, with no script', async () => {
    const { tab, errors } = await open('math.html');
    const inline = tab.locator('.q-math math').first();
    expect(await inline.evaluate((m) => [m.namespaceURI, m.querySelector('annotation')?.textContent])).toEqual(['http://www.w3.org/1998/Math/MathML', 'e^{i\\pi} + 1 = 0']);
    const display = tab.locator('.q-math-display math');
    expect(await display.getAttribute('display')).toBe('block');
    // The browser lays the fraction out as one: the numerator stands above the denominator.
    const [numerator, denominator] = await display.locator('mfrac > *').evaluateAll((parts) => parts.map((p) => p.getBoundingClientRect()));
    expect(numerator && denominator && numerator.bottom <= denominator.top + 1 && Math.abs(numerator.left + numerator.width / 2 - (denominator.left + denominator.width / 2)) < 2).toBe(true);
    expect((await tab.locator('.q-content').screenshot()).length).toBeGreaterThan(0);
    expect(await tab.locator('script[src*="mermaid"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await tab.close();
  });

  it('lays out a custom-mode landing page with no sidebar, table of contents or title header: the content spans the page', async () => {
    const { tab, errors } = await open('index.html');
    expect(await tab.locator('.q-sidebar, .q-toc, .q-page-header, .q-footer').count()).toBe(0);
    const content = await tab.locator('.q-content').boundingBox();
    expect(content?.width).toBeGreaterThan(1300);
    expect(await tab.getByRole('heading', { level: 1 }).innerText()).toBe('Build faster');
    expect((await tab.screenshot()).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await tab.close();
  });
});
