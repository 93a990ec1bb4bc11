import { describe, expect, it } from 'vitest';
import { iconFolder, precacheList, precacheVersion } from '../../../scripts/vite-plugins/service-worker.ts';

describe('the service worker plugin', () => {
  const build = ['index.html', 'sw.js', '.vite/manifest.json', 'assets/main-abc.js', 'assets/main-abc.js.map', 'assets/icons-12/fontawesome-0000.js', 'assets/icons-12/lucide-0001.js', 'validate/index.html', 'favicon.svg', 'src/preview/preview.html'];

  it('caches every file of the build on install but its manifest, source maps, itself and the icon buckets, sorted', () => {
    expect(precacheList(build)).toEqual([
      'assets/main-abc.js',
      'favicon.svg',
      'index.html',
      'src/preview/preview.html',
      'validate/index.html',
    ]);
  });

  it('names the folder of the icon buckets, which are cached as they are used', () => {
    expect(iconFolder(build)).toBe('assets/icons-12/');
    expect(iconFolder(['index.html', 'assets/main-abc.js'])).toBeUndefined();
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
