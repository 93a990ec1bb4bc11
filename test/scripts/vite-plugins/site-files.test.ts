import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSiteFiles, siteFileName } from '../../../scripts/vite-plugins/site-files.ts';
import { siteRuntime, siteStyles } from '../../../src/core/site/index.ts';

const hash10 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

describe('the site files of the preview page', () => {
  it('are named after a hash of their text in the build, plainly in development', () => {
    expect(siteFileName('quire-site', '.css', 'a{}', true)).toBe(`assets/quire-site-${hash10('a{}')}.css`);
    expect(siteFileName('quire-site', '.css', 'a{}', false)).toBe('quire-site.css');
    expect(siteFileName('quire-site', '.css', 'b{}', true)).not.toBe(siteFileName('quire-site', '.css', 'a{}', true));
  });

  it("are core's stylesheet and runtime, as an export has them", async () => {
    const { stylesheet, runtime } = await loadSiteFiles(true);
    expect(stylesheet).toEqual({ fileName: `assets/quire-site-${hash10(siteStyles())}.css`, type: 'text/css; charset=utf-8', text: siteStyles() });
    expect(runtime).toEqual({ fileName: `assets/quire-site-runtime-${hash10(siteRuntime())}.js`, type: 'text/javascript; charset=utf-8', text: siteRuntime() });
    const dev = await loadSiteFiles(false);
    expect([dev.stylesheet.fileName, dev.runtime.fileName]).toEqual(['quire-site.css', 'quire-site-runtime.js']);
  });
});
