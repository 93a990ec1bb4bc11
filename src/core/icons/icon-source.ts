import type { IconBucket, IconLibrary } from './icon-buckets.ts';
import { fontAwesomeBuckets, lucideBuckets, tablerBuckets } from './icon-packages.ts';
import type { FontAwesomeFamilies, LucideFontInfo, LucideNodes, TablerNodes } from './icon-packages.ts';

// Where icon buckets come from when core runs unbundled in Node (`npm run quire`, `npm run bench`
// under tsx): the icon packages' data files (devDependencies, read from node_modules; no network),
// converted once on first use. The app's build, the development server, the tests and the CLI
// bundle never run this module: their build replaces it with a generated one (a module per bucket,
// loaded on demand, in the app; every bucket inline in the CLI and the tests; see
// scripts/vite-plugins/icon-modules.ts). The specifiers are not literals so that neither a bundler
// nor the type checker reads the 5 MB of Font Awesome metadata.

const files = {
  fontawesome: ['@fortawesome/fontawesome-free/metadata/icon-families.json'],
  lucide: ['lucide-static/icon-nodes.json', 'lucide-static/font/info.json'],
  tabler: ['@tabler/icons/tabler-nodes-outline.json', '@tabler/icons/tabler-nodes-filled.json'],
} as const;

const converted = new Map<IconLibrary, Promise<IconBucket[]>>();

async function readJson(specifier: string): Promise<unknown> {
  const module = (await import(specifier, { with: { type: 'json' } })) as { default: unknown };
  return module.default;
}

async function convert(library: IconLibrary): Promise<IconBucket[]> {
  const [first, second] = await Promise.all(files[library].map(readJson));
  if (library === 'fontawesome') return fontAwesomeBuckets(first as FontAwesomeFamilies);
  return library === 'lucide' ? lucideBuckets(first as LucideNodes, second as LucideFontInfo) : tablerBuckets(first as TablerNodes, second as TablerNodes);
}

/** One bucket of a library's icons (see icon-buckets.ts). */
export async function loadIconBucket(library: IconLibrary, index: number): Promise<IconBucket> {
  let buckets = converted.get(library);
  if (!buckets) {
    buckets = convert(library);
    converted.set(library, buckets);
    buckets.catch(() => converted.delete(library));
  }
  return (await buckets)[index] ?? {};
}
