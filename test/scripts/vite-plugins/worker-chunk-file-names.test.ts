import { describe, expect, it } from 'vitest';
import { workerChunkFileNames } from '../../../scripts/vite-plugins/worker-chunk-file-names.ts';

describe('workerChunkFileNames', () => {
  it("names generated icon chunks assets/icons-<key>/[name].js, every other chunk with Vite's default", () => {
    const name = workerChunkFileNames(new Map([['fontawesome-0001', 'export default {};']]));
    expect(name({ moduleIds: ['\0quire-icons/fontawesome-0001.js'] })).toMatch(/^assets\/icons-[0-9a-f]{10}\/\[name\]\.js$/);
    expect(name({ moduleIds: ['\0quire-icons/fontawesome-0001.js', '\0quire-icons/lucide.js'] })).toBe(name({ moduleIds: ['\0quire-icons/lucide.js'] }));
    expect(name({ moduleIds: ['\0quire-icons/fontawesome-0001.js', '/repo/src/core/icons/icon-resources.ts'] })).toBe('assets/[name]-[hash].js');
    expect(name({ moduleIds: ['/repo/src/core/icons/icon-source.ts'] })).toBe('assets/[name]-[hash].js');
    expect(name({ moduleIds: [] })).toBe('assets/[name]-[hash].js');
  });

  it("changes the icon chunks' key when a generated module's bytes change", () => {
    const chunk = { moduleIds: ['\0quire-icons/lucide-0000.js'] };
    const before = workerChunkFileNames(new Map([['lucide-0000', 'export default {"a":"b"};']]))(chunk);
    expect(workerChunkFileNames(new Map([['lucide-0000', 'export default {"a":"b"};']]))(chunk)).toBe(before);
    expect(workerChunkFileNames(new Map([['lucide-0000', 'export default {"a":"c"};']]))(chunk)).not.toBe(before);
    expect(workerChunkFileNames(new Map([['lucide-0001', 'export default {"a":"b"};']]))(chunk)).not.toBe(before);
  });
});
