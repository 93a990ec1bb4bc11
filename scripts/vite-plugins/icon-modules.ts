import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { iconLibraries } from '../../src/core/icons/icon-buckets.ts';
import type { IconBucket, IconLibrary } from '../../src/core/icons/icon-buckets.ts';
import { fontAwesomeBuckets, lucideBuckets, tablerBuckets } from '../../src/core/icons/icon-packages.ts';
import type { FontAwesomeFamilies, LucideFontInfo, LucideNodes, TablerNodes } from '../../src/core/icons/icon-packages.ts';
import { ICON_CACHE } from '../../src/offline/icon-cache.ts';
import { repositoryPath } from './repository-path.ts';

/** Core's icon loader for unbundled Node (src/core/icons/icon-source.ts): the builds replace it with generated modules. */
export const ICON_SOURCE = repositoryPath('src/core/icons/icon-source.ts');

/** The id of a bucket module in the development server (`/@id/__x00__quire-icons/<name>.js`). */
const DEV_PREFIX = '\0quire-icons/';

/** The icon modules generated from the packages: the loader that replaces icon-source.ts, and its buckets. */
export interface IconModules {
  /**
   * The loader of the app: fetches the bucket module `<base><name>.js`, where `base` is the
   * JavaScript expression given; with `keepIn`, it also keeps each bucket it loaded in that Cache
   * Storage cache, for use with no network (the build's: see src/offline/icon-cache.ts).
   */
  readonly sourceFrom: (base: string, keepIn?: string) => string;
  /** The loader of the CLI bundle and the tests: every bucket inline (they load them all at start). */
  readonly inlineSource: string;
  /** Bucket module name (`fontawesome-0017`) → its text, a plain ES module: `export default {…};`. */
  readonly modules: ReadonlyMap<string, string>;
  /** 10 hex digits of a hash of every bucket module (names and bytes): the folder of the buckets in the build is `icons-<key>`, so a cached bucket is never served for different content. */
  readonly key: string;
}

/** Reads a file of an installed package: `@fortawesome/fontawesome-free/package.json`. */
export type PackageReader = (path: string) => string;

const readPackageFile: PackageReader = (path) => readFileSync(repositoryPath(`node_modules/${path}`), 'utf8');

const bucketName = (library: IconLibrary, index: number) => `${library}-${String(index).padStart(4, '0')}`;

/**
 * Generates the icon modules from @fortawesome/fontawesome-free, lucide-static (devDependencies) and
 * @tabler/icons, read from node_modules, with core's conversion (src/core/icons/icon-packages.ts). The output
 * depends only on the packages' files: names are sorted, so the same packages give the same bytes.
 */
export function generateIconModules(read: PackageReader = readPackageFile): IconModules {
  const json = (path: string): unknown => JSON.parse(read(path));
  const version = (name: string) => (json(`${name}/package.json`) as { version: string }).version;
  const banners: Record<IconLibrary, string> = {
    fontawesome: `/*! Font Awesome Free ${version('@fortawesome/fontawesome-free')} by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free (Icons: CC BY 4.0) */`,
    lucide: `/*! @license lucide-static v${version('lucide-static')} - ISC */`,
    tabler: `/*! @tabler/icons v${version('@tabler/icons')} - MIT - https://tabler.io/icons */`,
  };
  const data: Record<IconLibrary, IconBucket[]> = {
    fontawesome: fontAwesomeBuckets(json('@fortawesome/fontawesome-free/metadata/icon-families.json') as FontAwesomeFamilies),
    lucide: lucideBuckets(json('lucide-static/icon-nodes.json') as LucideNodes, json('lucide-static/font/info.json') as LucideFontInfo),
    tabler: tablerBuckets(json('@tabler/icons/tabler-nodes-outline.json') as TablerNodes, json('@tabler/icons/tabler-nodes-filled.json') as TablerNodes),
  };
  // Every licence comment is in the loader, which the worker's bundle keeps; Lucide's and Tabler's
  // (much shorter) are in each of their buckets too, as their packages have them in each icon.
  const header = `// Generated at build time by scripts/vite-plugins/icon-modules.ts; replaces src/core/icons/icon-source.ts.\n${iconLibraries.map((l) => banners[l]).join('\n')}\n`;
  const modules = new Map<string, string>();
  for (const library of iconLibraries) {
    const banner = library === 'fontawesome' ? '' : `${banners[library]}\n`;
    data[library].forEach((bucket, index) => modules.set(bucketName(library, index), `${banner}export default ${JSON.stringify(bucket)};\n`));
  }
  const hash = createHash('sha256');
  for (const [name, text] of modules) hash.update(`${name} ${text.length}\n`).update(text);
  // The bucket's URL is computed, so the bundle needs no table of ~5,100 imports (~10 KB gzip).
  // Kept by the loader as well as by the service worker: the worker's requests of a first visit are
  // made before any service worker controls it, and the next visit may be offline. The copy kept is
  // the one the import just downloaded, from the HTTP cache (a bucket's URL names its content): a
  // request of its own downloaded each bucket a second time on a first visit, while the first
  // preview loads.
  const keeper = (cache: string) => `
function keep(url) {
  if (typeof caches === "undefined") return;
  caches.open(${JSON.stringify(cache)}).then((cache) => cache.match(url).then((kept) => kept || cache.add(new Request(url, { cache: "force-cache" })))).catch(() => undefined);
}
`;
  const sourceFrom = (base: string, keepIn?: string) => `${header}const base = ${base};
export function loadIconBucket(library, index) {
  return import(/* @vite-ignore */ base + library + "-" + String(index).padStart(4, "0") + ".js").then((module) => ${keepIn === undefined ? 'module.default' : '(keep(base + library + "-" + String(index).padStart(4, "0") + ".js"), module.default)'});
}
${keepIn === undefined ? '' : keeper(keepIn)}`;
  // JSON text, not an object literal: V8 reads a 4 MB string and JSON.parse much faster than it compiles
  // a literal of that size (the CLI's start-up compiled the whole bundle in about twice the time). One
  // string of every bucket's JSON, each parsed when it is first read: the CLI loads every bucket at
  // start (see loadAllResources) but a build reads a few, and parsing all 4 MB (and collecting what
  // it made) cost 0.1 s of every run, a cached rebuild's included.
  const texts: string[] = [];
  const starts: Record<string, number[]> = {};
  // The buckets with an icon named `then` (the only key Promise.resolve reads), known here so that no bucket's text is scanned at start.
  const thenBuckets: string[] = [];
  let length = 0;
  for (const library of iconLibraries) {
    starts[library] = [];
    for (const [index, bucket] of data[library].entries()) {
      const text = JSON.stringify(bucket);
      if (Object.hasOwn(bucket, 'then')) thenBuckets.push(`${library}/${index}`);
      starts[library].push(length);
      texts.push(text);
      length += text.length;
    }
    starts[library].push(length);
  }
  const inlineSource = `${header}const text = ${JSON.stringify(texts.join(''))};
const starts = ${JSON.stringify(starts)};
const thenBuckets = ${JSON.stringify(thenBuckets)};
/** A bucket read from its JSON on first use; a Proxy, so \`Object.hasOwn(bucket, name)\` and \`bucket[name]\` read it as the object. */
function lazyBucket(json, hasThen) {
  let value;
  const read = () => (value ??= JSON.parse(json));
  return new Proxy({}, {
    // Promise.resolve asks every value for \`then\`: answered without a parse (or a scan of the text) unless the bucket has the key.
    get: (_, key) => (key === 'then' && !hasThen ? undefined : read()[key]),
    has: (_, key) => key in read(),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(read(), key),
  });
}
export function loadIconBucket(library, index) {
  const at = Object.hasOwn(starts, library) ? starts[library] : [];
  return Promise.resolve(index >= 0 && index + 1 < at.length ? lazyBucket(text.slice(at[index], at[index + 1]), thenBuckets.includes(library + "/" + index)) : {});
}
`;
  return { sourceFrom, inlineSource, modules, key: hash.digest('hex').slice(0, 10) };
}

let generated: IconModules | undefined;
/** The icon modules of the installed packages, generated once per process (on first use: builds that need no icon never pay for it). */
export function iconModules(): IconModules {
  generated ??= generateIconModules();
  return generated;
}

/** Options of iconModulesPlugin. */
export interface IconModulesOptions {
  /**
   * Every bucket inline in the loader, as in the CLI bundle (the tests: they load every icon, and
   * one module is much faster to load than ~5,100). Default false: a file per bucket.
   */
  readonly inline?: boolean;
}

/**
 * The Vite plugin (app, worker, development server and tests): icon-source.ts becomes the generated
 * loader. In the build each bucket is a file of its own, `<assets>/icons-<key>/<name>.js`, beside
 * the chunk that loads it, fetched when a lookup needs it; the development server serves the same
 * modules as virtual modules.
 */
export function iconModulesPlugin(options: IconModulesOptions = {}): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'quire:icon-modules',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    load(query) {
      const id = query.split('?')[0] ?? query;
      if (id === ICON_SOURCE) {
        const icons = iconModules();
        if (options.inline) return icons.inlineSource;
        // The loader is in a chunk of <assets>: the buckets' folder is beside it.
        if (command === 'serve') return icons.sourceFrom(JSON.stringify(`${base}@id/__x00__${DEV_PREFIX.slice(1)}`));
        return icons.sourceFrom(`import.meta.url.slice(0, import.meta.url.lastIndexOf("/") + 1) + "icons-${icons.key}/"`, ICON_CACHE);
      }
      if (!id.startsWith(DEV_PREFIX)) return undefined;
      const text = iconModules().modules.get(id.slice(DEV_PREFIX.length).replace(/\.js$/, ''));
      if (text === undefined) this.error(`No generated icon module ${id}`);
      return text;
    },
    generateBundle(_, bundle) {
      // Only a bundle whose chunks load icons gets the buckets (the worker's; not the app's page).
      if (options.inline || !Object.values(bundle).some((file) => file.type === 'chunk' && file.moduleIds.includes(ICON_SOURCE))) return;
      const icons = iconModules();
      const folder = `${assetsDir ? `${assetsDir}/` : ''}icons-${icons.key}`;
      for (const [name, text] of icons.modules) this.emitFile({ type: 'asset', fileName: `${folder}/${name}.js`, source: text });
    },
  };
}

/** The esbuild plugin of the CLI bundle (scripts/build-cli.mjs): icon-source.ts becomes the loader with every bucket inline. */
export function iconModulesEsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'quire-icon-modules',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]core[\\/]icons[\\/]icon-source\.ts$/ }, () => ({ contents: iconModules().inlineSource, loader: 'js' }));
    },
  };
}
