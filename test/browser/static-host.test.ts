import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, waitForPreviewTitle, sharedStaticAppAndBrowser } from './app-harness.ts';

const env = sharedStaticAppAndBrowser();

describe('the built app on a plain static host (no CORS headers)', () => {
  it('shows the starter in the preview, whose page loads only classic scripts, none of them with CORS', async () => {
    const { context, page, errors } = await openApp(env.browser, env.host.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      expect(await previewFrame(page).getByText('Track, water and grow every plant in your greenhouse').count()).toBeGreaterThan(0);
      // The sandboxed preview's requests (Chromium sends them with `Origin: null`) are its page's files, answered without any CORS header.
      expect(env.host.requests.filter((r) => r.origin === 'null').map((r) => r.path.replace(/-[0-9a-f]{10}\./, '-<hash>.'))).toEqual(['/assets/quire-site-<hash>.css', '/assets/quire-site-runtime-<hash>.js', '/assets/quire-preview-<hash>.js']);
      expect(env.host.requests.filter((r) => /\/quire-preview-[0-9a-f]{10}\.js$/.test(r.path))).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('writes the preview page with plain <script src> tags whose names carry a hash of their content', async () => {
    const html = await readFile(join(env.outDir, 'src/preview/preview.html'), 'utf8');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('crossorigin');
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0].replace(/-[0-9a-f]{10}\.js/, '-<hash>.js'))).toEqual(['<script src="/assets/quire-site-runtime-<hash>.js">', '<script src="/assets/quire-preview-<hash>.js">']);
  });
});
