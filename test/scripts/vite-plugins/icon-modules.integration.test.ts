import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { iconBucketCounts, iconBucketOf } from '../../../src/core/icons/icon-buckets.ts';
import type { IconBucket } from '../../../src/core/icons/icon-buckets.ts';
import { generateIconModules, ICON_SOURCE, iconModules, iconModulesEsbuildPlugin, iconModulesPlugin } from '../../../scripts/vite-plugins/icon-modules.ts';
import type { PackageReader } from '../../../scripts/vite-plugins/icon-modules.ts';
import { repositoryPath } from '../../../scripts/vite-plugins/repository-path.ts';

interface Entry {
  readonly iconSvg: (name: string, iconType?: string, library?: 'fontawesome' | 'lucide') => string | undefined;
  readonly settleResources: <T>(job: () => T) => Promise<T>;
}

const outDir = repositoryPath(`node_modules/.cache/quire-test-icon-modules/${process.pid}`);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

const modules = iconModules();
/** The data of a generated bucket module. */
const bucket = (name: string): IconBucket => JSON.parse((modules.modules.get(name) ?? '').replace(/^\/\*![^\n]*\*\/\n/, '').replace(/^export default /, '').replace(/;\n$/, '')) as IconBucket;
const faName = (index: number) => `fontawesome-${String(index).padStart(4, '0')}`;
const lucideName = (index: number) => `lucide-${String(index).padStart(4, '0')}`;

describe('generateIconModules', () => {
  it('makes a module per bucket, a loader that fetches them, and keeps the packages’ licence lines', () => {
    expect(modules.modules.size).toBe(iconBucketCounts.fontawesome + iconBucketCounts.lucide + iconBucketCounts.tabler);
    expect(modules.modules.get(faName(0))?.startsWith('export default {')).toBe(true);
    expect(modules.modules.get(lucideName(0))?.split('\n')[0]).toBe('/*! @license lucide-static v1.62.0 - ISC */');
    expect(modules.modules.get('tabler-0000')?.split('\n')[0]).toBe('/*! @tabler/icons v3.52.0 - MIT - https://tabler.io/icons */');
    const source = modules.sourceFrom('"/base/"');
    expect(source.split('\n').slice(1, 4)).toEqual([
      '/*! Font Awesome Free 7.3.1 by @fontawesome - https://fontawesome.com License - https://fontawesome.com/license/free (Icons: CC BY 4.0) */',
      '/*! @license lucide-static v1.62.0 - ISC */',
      '/*! @tabler/icons v3.52.0 - MIT - https://tabler.io/icons */',
    ]);
    expect(source).toContain('const base = "/base/";\nexport function loadIconBucket(library, index) {\n  return import(/* @vite-ignore */ base + library + "-" + String(index).padStart(4, "0") + ".js")');
    expect(modules.inlineSource.split('\n').slice(1, 4)).toEqual(source.split('\n').slice(1, 4));
    // The inline buckets are one JSON text, each bucket parsed when first read (parsing all took 0.1 s of every CLI run).
    expect(modules.inlineSource.split('\n')[4]?.startsWith('const text = "{')).toBe(true);
    // The build's loader also keeps each bucket it loaded in the offline icon cache.
    const kept = modules.sourceFrom('"/base/"', 'quire-icons');
    expect(kept.split('\n').slice(5)).toEqual([
      'export function loadIconBucket(library, index) {',
      '  return import(/* @vite-ignore */ base + library + "-" + String(index).padStart(4, "0") + ".js").then((module) => (keep(base + library + "-" + String(index).padStart(4, "0") + ".js"), module.default));',
      '}',
      '',
      'function keep(url) {',
      '  if (typeof caches === "undefined") return;',
      '  caches.open("quire-icons").then((cache) => cache.match(url).then((kept) => kept || cache.add(new Request(url, { cache: "force-cache" })))).catch(() => undefined);',
      '}',
      '',
    ]);
    expect(modules.key).toMatch(/^[0-9a-f]{10}$/);
  });

  it('gives the CLI each bucket from the inline loader as the bucket module has it, and {} past the last', async () => {
    const { loadIconBucket } = (await import(`data:text/javascript;base64,${Buffer.from(modules.inlineSource).toString('base64')}`)) as { loadIconBucket: (library: string, index: number) => Promise<IconBucket> };
    const third = await loadIconBucket('lucide', 3);
    const module = JSON.parse(modules.modules.get('lucide-0003')?.split('\n').slice(1).join('\n').slice('export default '.length, -';\n'.length) ?? '') as IconBucket;
    expect({ ...third }).toEqual(module);
    const name = Object.keys(module)[0] ?? '';
    expect([Object.hasOwn(third, name), third[name], Object.hasOwn(third, 'no-such-icon')]).toEqual([true, module[name], false]);
    const last = iconBucketCounts.tabler - 1;
    expect(Object.keys(await loadIconBucket('tabler', last)).length).toBeGreaterThan(0);
    expect([await loadIconBucket('tabler', last + 1), await loadIconBucket('nope', 0)]).toEqual([{}, {}]);
  });

  it('gives a bucket holding an icon named `then` with that icon (the one key a promise reads before the bucket is parsed)', async () => {
    const read: PackageReader = (path) => {
      const text = iconModulesTestRead(path);
      if (path !== '@tabler/icons/tabler-nodes-outline.json') return text;
      const nodes = JSON.parse(text) as Record<string, unknown>;
      return JSON.stringify({ ...nodes, then: nodes['bell'] });
    };
    const withThen = generateIconModules(read);
    const { loadIconBucket } = (await import(`data:text/javascript;base64,${Buffer.from(withThen.inlineSource).toString('base64')}`)) as { loadIconBucket: (library: string, index: number) => Promise<IconBucket> };
    const index = iconBucketOf('tabler', 'then');
    const name = `tabler-${String(index).padStart(4, '0')}`;
    const generated = JSON.parse((withThen.modules.get(name) ?? '').replace(/^\/\*![^\n]*\*\/\n/, '').replace(/^export default /, '').replace(/;\n$/, '')) as IconBucket;
    const loaded = await loadIconBucket('tabler', index);
    expect([Object.hasOwn(loaded, 'then'), loaded['then']]).toEqual([true, generated['then']]);
    expect(generated['then']).toBeDefined();
    expect(Object.hasOwn(bucket(name), 'then')).toBe(false);
    expect(withThen.inlineSource).toContain(`const thenBuckets = ["tabler/${index}"];`);
    expect(modules.inlineSource).toContain('const thenBuckets = [];');
  });

  it('puts each icon, and each other name as the name of its icon, in the bucket its name hashes to', () => {
    expect(bucket(faName(iconBucketOf('fontawesome', 'circle')))['circle']).toEqual({
      solid: [512, 'M0 256a256 256 0 1 1 512 0 256 256 0 1 1 -512 0z'],
      regular: [512, 'M464 256a208 208 0 1 0 -416 0 208 208 0 1 0 416 0zM0 256a256 256 0 1 1 512 0 256 256 0 1 1 -512 0z'],
    });
    expect(bucket(faName(iconBucketOf('fontawesome', 'external-link')))['external-link']).toBe('arrow-up-right-from-square');
    expect(bucket(faName(iconBucketOf('fontawesome', 'rocket-launch')))['rocket-launch']).toBe('rocket');
    expect(bucket(faName(iconBucketOf('fontawesome', 'books')))['books']).toBe('lucide:library');
    expect(bucket(`tabler-${String(iconBucketOf('tabler', 'minus')).padStart(4, '0')}`)['minus']).toEqual([['path', { d: 'M5 12l14 0' }]]);
    expect(bucket(lucideName(iconBucketOf('lucide', 'minus')))['minus']).toEqual([['path', { d: 'M5 12h14' }]]);
    expect(bucket(lucideName(iconBucketOf('lucide', 'alert-circle')))['alert-circle']).toBe('circle-alert');
  });

  it('has every Font Awesome Free icon, every Lucide icon and every Tabler icon, once', () => {
    const count = (prefix: string, total: number) => {
      let icons = 0;
      let others = 0;
      for (let i = 0; i < total; i++) {
        for (const entry of Object.values(bucket(`${prefix}-${String(i).padStart(4, '0')}`))) {
          if (typeof entry === 'string') others++;
          else icons++;
        }
      }
      return { icons, others };
    };
    expect(count('fontawesome', iconBucketCounts.fontawesome)).toEqual({ icons: 1992, others: 708 });
    // Lucide's other names are the font's glyph names that share a glyph with an icon: 264 of the 268
    // (four renamed icons, such as trash-2, kept a glyph of their own).
    expect(count('lucide', iconBucketCounts.lucide)).toEqual({ icons: 1908, others: 264 });
    // Tabler: every outline icon, and every filled one as `<name>-filled`.
    expect(count('tabler', iconBucketCounts.tabler)).toEqual({ icons: 5491 + 1054, others: 0 });
  });

  it('is deterministic: the same packages give the same bytes, whatever the order of their keys', () => {
    const reversed: PackageReader = (path) => {
      const text = iconModulesTestRead(path);
      if (path.endsWith('package.json')) return text;
      const value = JSON.parse(text) as Record<string, unknown>;
      return JSON.stringify(Object.fromEntries(Object.entries(value).reverse()));
    };
    const again = generateIconModules();
    const shuffled = generateIconModules(reversed);
    for (const other of [again, shuffled]) {
      expect(other.sourceFrom('B')).toBe(modules.sourceFrom('B'));
      expect(other.inlineSource).toBe(modules.inlineSource);
      expect([...other.modules]).toEqual([...modules.modules]);
      expect(other.key).toBe(modules.key);
    }
  });

  it('refuses package data it would have to escape, and Pro substitutes that are not Free icons', () => {
    const tampered = (path: string, edit: (value: Record<string, unknown>) => void): PackageReader => (read) => {
      const text = iconModulesTestRead(read);
      if (read !== path) return text;
      const value = JSON.parse(text) as Record<string, unknown>;
      edit(value);
      return JSON.stringify(value);
    };
    const families = '@fortawesome/fontawesome-free/metadata/icon-families.json';
    expect(() => generateIconModules(tampered(families, (f) => void (f['x'] = { svgs: { classic: { solid: { width: 512, height: 512, path: 'M0 0"/><script>' } } } })))).toThrow('Font Awesome icon x (solid) is not a 512-high plain path');
    expect(() => generateIconModules(tampered(families, (f) => void delete f['bell']))).toThrow('The Pro substitute for alarm-exclamation is bell, which is not a Font Awesome Free icon');
    expect(() => generateIconModules(tampered('lucide-static/icon-nodes.json', (n) => void (n['x'] = [['path', { onload: 'x' }]])))).toThrow('Lucide icon x has an element this serializer does not expect: path onload');
  });
});

function iconModulesTestRead(path: string): string {
  return readFileSync(repositoryPath(`node_modules/${path}`), 'utf8');
}

describe('iconModulesPlugin', () => {
  type Hook = (this: unknown, id: string) => string | undefined;
  const configured = (command: 'build' | 'serve', inline = false) => {
    const plugin = iconModulesPlugin({ inline });
    (plugin.configResolved as (config: unknown) => void)({ command, base: '/app/', build: { assetsDir: 'assets' } });
    return (id: string) => (plugin.load as Hook).call({}, id);
  };

  it('replaces core’s Node loader: buckets beside the loader’s chunk in the build, virtual modules in development, inline for the tests', () => {
    expect(configured('build')(ICON_SOURCE)).toBe(modules.sourceFrom(`import.meta.url.slice(0, import.meta.url.lastIndexOf("/") + 1) + "icons-${modules.key}/"`, 'quire-icons'));
    expect(configured('serve')(`${ICON_SOURCE}?v=1`)).toBe(modules.sourceFrom('"/app/@id/__x00__quire-icons/"'));
    expect(configured('serve', true)(ICON_SOURCE)).toBe(modules.inlineSource);
    expect(configured('serve')('\0quire-icons/lucide-0003.js')).toBe(modules.modules.get('lucide-0003'));
    expect(configured('serve')(repositoryPath('src/core/icons/lookup-icon.ts'))).toBeUndefined();
  });

  it('writes a file per bucket, fetched when a lookup needs it, that draws what Node draws', async () => {
    const dir = join(outDir, 'vite');
    await build({
      configFile: false,
      publicDir: false,
      logLevel: 'silent',
      plugins: [iconModulesPlugin()],
      build: {
        outDir: dir,
        emptyOutDir: true,
        target: 'es2022',
        // The entry's chunk in assets/, where the app's worker chunk is.
        lib: { entry: repositoryPath('test/scripts/icon-entry.ts'), formats: ['es'], fileName: () => 'assets/icon-entry.js' },
      },
    });
    expect(readdirSync(join(dir, 'assets', `icons-${modules.key}`))).toHaveLength(iconBucketCounts.fontawesome + iconBucketCounts.lucide + iconBucketCounts.tabler);
    expect(readFileSync(join(dir, 'assets', `icons-${modules.key}`, `${lucideName(7)}.js`), 'utf8')).toBe(modules.modules.get(lucideName(7)));
    const bundle = (await import(pathToFileURL(join(dir, 'assets', 'icon-entry.js')).href)) as Entry;
    const { iconSvg } = await import('../../../src/core/icons/index.ts');
    const { settleResources } = await import('../../../src/core/resources/index.ts');
    for (const [name, type, library] of [['external-link', undefined, undefined], ['circle', 'light', undefined], ['github', undefined, undefined], ['alert-circle', undefined, 'lucide'], ['no-such-icon', undefined, undefined]] as const) {
      const expected = await settleResources(() => iconSvg(name, type, library));
      expect(await bundle.settleResources(() => bundle.iconSvg(name, type, library)), name).toBe(expected);
    }
  }, 120_000);
});

describe('iconModulesEsbuildPlugin', () => {
  it('bundles every bucket inline, so the CLI draws icons without the packages', async () => {
    const outfile = join(outDir, 'esbuild', 'icon-entry.mjs');
    await esbuild({ entryPoints: [repositoryPath('test/scripts/icon-entry.ts')], outfile, bundle: true, platform: 'node', format: 'esm', plugins: [iconModulesEsbuildPlugin()], logLevel: 'silent' });
    const bundle = (await import(pathToFileURL(outfile).href)) as Entry;
    expect(await bundle.settleResources(() => bundle.iconSvg('minus', undefined, 'lucide'))).toContain('<path d="M5 12h14"></path>');
    expect(await bundle.settleResources(() => bundle.iconSvg('rocket-launch'))).toBe(await bundle.settleResources(() => bundle.iconSvg('rocket')));
  });
});

describe("core's Node loader (tsx, as `npm run quire` runs core)", () => {
  it('reads the packages into the same buckets the build generates', () => {
    const run = (library: string, indexes: number[]) =>
      JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', repositoryPath('test/scripts/icon-source-node.ts'), library, ...indexes.map(String)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as unknown;
    const fa = [0, iconBucketOf('fontawesome', 'rocket'), iconBucketOf('fontawesome', 'external-link'), 2047];
    const lucide = [0, iconBucketOf('lucide', 'alert-circle'), 511];
    expect(run('fontawesome', fa)).toEqual(fa.map((i) => bucket(faName(i))));
    expect(run('lucide', lucide)).toEqual(lucide.map((i) => bucket(lucideName(i))));
  }, 60_000);
});
