import '../setup/load-resources.ts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build-site.ts';
import { MemoryProject } from '../../src/core/project/project.ts';
import { page } from '../core/site/site-fixture.ts';
import { sharedChromium } from '../setup/chromium.ts';
import { openExport } from './open-export.ts';

// Tailwind utility classes in an exported site, as `quire build` writes it and a host serves it (the
// pages' CSP, the utility stylesheet as a file): a light/dark image pair shows the image of the
// site's mode, following the reader's preference in system mode and the mode toggle.
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0, 0x05, 0, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const project = new MemoryProject({
  'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'guides/shots'] }] }),
  'index.mdx': page('Home', '', 'Welcome.'),
  'guides/shots.mdx': page('Shots', '', '<img className="block dark:hidden" src="/light.png" alt="Light screen" />\n<img className="hidden dark:block" src="/dark.png" alt="Dark screen" />\n\n<div className="p-4">Padded</div>'),
  'light.png': png,
  'dark.png': png,
});
let files: Map<string, string | Uint8Array>;

const chromium = sharedChromium();

beforeAll(async () => {
  files = (await buildSite('/nowhere', project)).files;
}, 120_000);

/** Opens an exported file of this site (see openExport). */
function open(path: string, colorScheme: 'light' | 'dark'): Promise<{ tab: Page; errors: string[] }> {
  return openExport(chromium.browser, files, path, { colorScheme, viewport: { width: 1300, height: 800 } });
}

/** Whether the light and the dark image show. */
async function shown(tab: Page): Promise<{ light: boolean; dark: boolean }> {
  return { light: await tab.getByRole('img', { name: 'Light screen' }).isVisible(), dark: await tab.getByRole('img', { name: 'Dark screen' }).isVisible() };
}

describe('an exported page with utility classes', () => {
  it('shows the light image in light mode and the dark one in dark mode, by the reader’s preference and by the toggle', async () => {
    const sheets = [...files.keys()].filter((path) => /^_quire\/utilities-[0-9a-f]{16}\.css$/.test(path));
    expect(sheets).toHaveLength(1);

    const light = await open('guides/shots.html', 'light');
    expect(await shown(light.tab)).toEqual({ light: true, dark: false });
    expect(await light.tab.getByText('Padded').evaluate((el) => getComputedStyle(el).paddingTop)).toBe('16px');
    await light.tab.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await light.tab.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await shown(light.tab)).toEqual({ light: false, dark: true });
    expect(light.errors).toEqual([]);
    await light.tab.close();

    // System mode, a reader who prefers dark.
    const dark = await open('guides/shots.html', 'dark');
    expect(await shown(dark.tab)).toEqual({ light: false, dark: true });
    await dark.tab.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await dark.tab.getAttribute('html', 'data-theme')).toBe('light');
    expect(await shown(dark.tab)).toEqual({ light: true, dark: false });
    expect(dark.errors).toEqual([]);
    await dark.tab.close();
  });

  it('are scoped to the content: the utility stylesheet does not reach the shell', async () => {
    const { tab, errors } = await open('guides/shots.html', 'light');
    // `hidden` and `block` are utilities the page uses; an element of the shell with the same class is untouched.
    expect(await tab.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'hidden';
      document.body.prepend(probe);
      return getComputedStyle(probe).display;
    })).toBe('block');
    expect(errors).toEqual([]);
    await tab.close();
  });
});
