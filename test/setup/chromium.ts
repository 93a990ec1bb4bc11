import { afterAll, beforeAll } from 'vitest';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** The system Chromium, headless, with the flags every browser test here uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** One Chromium for the tests of a file (or a describe block it is called in): launched before them, closed after them. */
export function sharedChromium(): { readonly browser: Browser } {
  const env = {} as { browser: Browser };
  beforeAll(async () => {
    env.browser = await launchChromium();
  });
  afterAll(async () => {
    await env.browser?.close();
  });
  return env;
}
