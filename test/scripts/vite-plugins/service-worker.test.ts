import { describe, expect, it } from 'vitest';
import { precacheList, precacheVersion } from '../../../scripts/vite-plugins/service-worker.ts';

describe('the service worker plugin', () => {
  it('caches every file of the build but its manifest, source maps and itself, sorted', () => {
    expect(precacheList(['index.html', 'sw.js', '.vite/manifest.json', 'assets/main-abc.js', 'assets/main-abc.js.map', 'assets/icons-12/icon-000.js', 'validate/index.html', 'favicon.svg', 'src/preview/preview.html'])).toEqual([
      'assets/icons-12/icon-000.js',
      'assets/main-abc.js',
      'favicon.svg',
      'index.html',
      'src/preview/preview.html',
      'validate/index.html',
    ]);
  });

  it('versions the cache by the names and bytes of its files', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    const one = precacheVersion([{ path: 'index.html', bytes: bytes('<html>') }]);
    expect(one).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheVersion([{ path: 'index.html', bytes: bytes('<html>') }])).toBe(one);
    expect(precacheVersion([{ path: 'index.html', bytes: bytes('<html> ') }])).not.toBe(one);
    expect(precacheVersion([{ path: 'main.html', bytes: bytes('<html>') }])).not.toBe(one);
  });
});
