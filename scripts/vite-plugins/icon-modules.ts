import { readFileSync } from 'node:fs';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { iconLibraries } from '../../src/core/icons/icon-buckets.ts';
import type { IconBucket, IconLibrary } from '../../src/core/icons/icon-buckets.ts';
import { fontAwesomeBuckets, lucideBuckets } from '../../src/core/icons/icon-packages.ts';
import type { FontAwesomeFamilies, LucideFontInfo, LucideNodes } from '../../src/core/icons/icon-packages.ts';
import { repositoryPath } from './repository-path.ts';

/** Core's icon loader for unbundled Node (src/core/icons/icon-source.ts): the builds replace it with generated modules. */
export const ICON_SOURCE = repositoryPath('src/core/icons/icon-source.ts');

/** How the generated source module imports a bucket module, and the id that resolves to. */
const PUBLIC_PREFIX = 'virtual:quire-icons/';
const RESOLVED_PREFIX = '\0quire-icons/';

/** The icon modules generated from the packages: the loader that replaces icon-source.ts, and its buckets. */
export interface IconModules {
  /** The loader for the app's bundles: each bucket a module imported on demand (a chunk of its own). */
  readonly source: string;
  /** The loader for the CLI bundle: every bucket inline (the CLI loads them all at start). */
  readonly inlineSource: string;
  /** The modules the source imports: each library's table of buckets (`lucide`) and each bucket (`fontawesome-0017`) → its text. */
  readonly modules: ReadonlyMap<string, string>;
}

/** Reads a file of an installed package: `@fortawesome/fontawesome-free/package.json`. */
export type PackageReader = (path: string) => string;

const readPackageFile: PackageReader = (path) => readFileSync(repositoryPath(`node_modules/${path}`), 'utf8');

const bucketName = (library: IconLibrary, index: number) => `${library}-${String(index).padStart(4, '0')}`;

/**
 * Generates the icon modules from @fortawesome/fontawesome-free and lucide-static (devDependencies,
 * read from node_modules) with core's conversion (src/core/icons/icon-packages.ts). The output
 * depends only on the packages' files: names are sorted, so the same packages give the same bytes.
 */
export function generateIconModules(read: PackageReader = readPackageFile): IconModules {
  const json = (path: string): unknown => JSON.parse(read(path));
  const version = (name: string) => (json(`${name}/package.json`) as { version: string }).version;
  const banners: Record<IconLibrary, string> = {
    fontawesome: `/*! Font Awesome Free ${version('@fortawesome/fontawesome-free')} by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free (Icons: CC BY 4.0) */`,
    lucide: `/*! @license lucide-static v${version('lucide-static')} - ISC */`,
  };
  const data: Record<IconLibrary, IconBucket[]> = {
    fontawesome: fontAwesomeBuckets(json('@fortawesome/fontawesome-free/metadata/icon-families.json') as FontAwesomeFamilies),
    lucide: lucideBuckets(json('lucide-static/icon-nodes.json') as LucideNodes, json('lucide-static/font/info.json') as LucideFontInfo),
  };
  const header = `// Generated at build time by scripts/vite-plugins/icon-modules.ts; replaces src/core/icons/icon-source.ts.\n${iconLibraries.map((l) => banners[l]).join('\n')}\n`;
  // Each library's table of bucket imports is a module of its own, fetched with the first bucket of
  // that library (a site using Font Awesome never loads Lucide's). Font Awesome's licence comment is
  // in its table; Lucide's (much shorter) is in each bucket too, as lucide-static has it in each icon.
  const modules = new Map<string, string>();
  for (const library of iconLibraries) {
    const imports = data[library].map((_, index) => `  () => import(${JSON.stringify(PUBLIC_PREFIX + bucketName(library, index))}),\n`);
    modules.set(library, `${banners[library]}\nexport default [\n${imports.join('')}];\n`);
    const banner = library === 'lucide' ? `${banners[library]}\n` : '';
    data[library].forEach((bucket, index) => modules.set(bucketName(library, index), `${banner}export default ${JSON.stringify(bucket)};\n`));
  }
  const source = `${header}const tables = {\n${iconLibraries.map((l) => `  ${l}: () => import(${JSON.stringify(PUBLIC_PREFIX + l)}),\n`).join('')}};
export function loadIconBucket(library, index) {
  return tables[library]().then((table) => {
    const load = table.default[index];
    return load ? load().then((module) => module.default) : {};
  });
}
`;
  const inlineSource = `${header}const buckets = ${JSON.stringify(data)};
export function loadIconBucket(library, index) {
  return Promise.resolve(buckets[library]?.[index] ?? {});
}
`;
  return { source, inlineSource, modules };
}

let generated: IconModules | undefined;
/** The icon modules of the installed packages, generated once per process (on first use: builds that need no icon never pay for it). */
export function iconModules(): IconModules {
  generated ??= generateIconModules();
  return generated;
}

/** Whether a module id is a generated table or bucket module (for chunk names; see workerChunkFileNames). */
export function isIconModule(id: string): boolean {
  return id.startsWith(RESOLVED_PREFIX);
}

/** Options of iconModulesPlugin. */
export interface IconModulesOptions {
  /**
   * Every bucket inline in the loader, as in the CLI bundle (the tests: they load every icon, and
   * one module is much faster to load than ~2,600). Default false: a chunk per bucket.
   */
  readonly inline?: boolean;
}

/**
 * The Vite plugin (app, worker, development server and tests): icon-source.ts becomes the generated
 * loader, and each bucket a virtual module, so each is a chunk fetched when a lookup needs it.
 */
export function iconModulesPlugin(options: IconModulesOptions = {}): Plugin {
  return {
    name: 'quire:icon-modules',
    enforce: 'pre',
    resolveId: (source) => (source.startsWith(PUBLIC_PREFIX) ? `${RESOLVED_PREFIX}${source.slice(PUBLIC_PREFIX.length)}.js` : undefined),
    load(id) {
      if (id.split('?')[0] === ICON_SOURCE) return options.inline ? iconModules().inlineSource : iconModules().source;
      if (!isIconModule(id)) return undefined;
      const text = iconModules().modules.get(id.slice(RESOLVED_PREFIX.length).replace(/\.js$/, ''));
      if (text === undefined) this.error(`No generated icon module ${id}`);
      return text;
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
