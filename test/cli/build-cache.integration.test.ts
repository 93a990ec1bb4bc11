import '../setup/load-resources.ts';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build-site.ts';
import { BuildWorkers } from '../../src/cli/build-workers.ts';
import { loadProject } from '../../src/cli/load-project.ts';
import { cliSandbox } from './cli-sandbox.ts';

const { root, write, run } = cliSandbox('quire-build-cache-');

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\n---\n\n## ${title}\n\n${body}\n`;

/** Every file below a folder, path → bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full));
    }
  };
  walk(dir);
  return files;
}

/** A project of six pages, one importing a snippet, one linking to an image, written to `dir`. */
function writeSite(dir: string): string {
  rmSync(join(root, dir), { recursive: true, force: true });
  const pages = ['intro', 'guide/a', 'guide/b', 'guide/c', 'guide/d', 'guide/e'];
  return write(dir, {
    'docs.json': JSON.stringify({ name: 'Cached', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages }] }),
    'intro.mdx': page('Intro', 'Welcome. See [A](/guide/a).'),
    'guide/a.mdx': `import Shared from '/snippets/shared.mdx';\n\n${page('A', '<Shared />')}`,
    'guide/b.mdx': page('B', '![Logo](/images/logo.svg)\n\n```ts\nconst b = 1;\n```'),
    'guide/c.mdx': page('C'),
    // Utility classes: a page from the cache still gets its stylesheet written.
    'guide/d.mdx': page('D', '<Note>A note.</Note>\n\n<img className="block dark:hidden" src="/images/logo.svg" alt="Logo" />'),
    'guide/e.mdx': page('E', 'See [B](/guide/b#b).'),
    'snippets/shared.mdx': 'Shared text.\n',
    'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  });
}

/** Builds `dir` with the cache, and again without it into a second folder; expects the two outputs to be byte-identical and returns the cached run's report line. */
async function buildBoth(dir: string, cache: string): Promise<string> {
  const cached = await run('build', dir, '--out', `${dir}-out`, '--cache', cache);
  const cold = await run('build', dir, '--out', `${dir}-cold`, '--no-cache');
  expect(cached.code).toBe(0);
  expect(cold.code).toBe(0);
  const [got, want] = [tree(join(root, `${dir}-out`)), tree(join(root, `${dir}-cold`))];
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  for (const [path, bytes] of want) expect(got.get(path)?.equals(bytes), path).toBe(true);
  expect(cold.stdout).not.toContain('cache');
  return cached.stdout.split('\n').find((line) => line.startsWith('Reused')) ?? '';
}

describe('quire build --cache', () => {
  it('rebuilds only the changed page, and the output equals a cold build of the changed project byte for byte', async () => {
    const cache = join(root, 'cache-one');
    const dir = writeSite('one');
    // Seven page files: six pages and the snippet, which is checked too.
    expect(await buildBoth('one', cache)).toBe(`Reused 0 of 7 page files from the cache in ${cache}`);
    expect(await buildBoth('one', cache)).toBe(`Reused 7 of 7 page files from the cache in ${cache}`);
    const sheets = readdirSync(join(root, 'one-out/_quire')).filter((name) => name.startsWith('utilities-'));
    expect(sheets).toHaveLength(1);
    expect(readFileSync(join(root, 'one-out/guide/d.html'), 'utf8')).toContain(`<link rel="stylesheet" href="../_quire/${sheets[0] ?? ''}">`);
    writeFileSync(join(dir, 'guide/c.mdx'), page('C', 'New text for C.'));
    expect(await buildBoth('one', cache)).toBe(`Reused 6 of 7 page files from the cache in ${cache}`);
    expect(readFileSync(join(root, 'one-out/guide/c.html'), 'utf8')).toContain('New text for C.');
  }, 120_000);

  it('re-renders exactly the pages that read a changed file: a snippet and the pages importing it', async () => {
    const cache = join(root, 'cache-two');
    const dir = writeSite('two');
    await buildBoth('two', cache);
    writeFileSync(join(dir, 'snippets/shared.mdx'), 'Changed shared text.\n');
    // The snippet's own check and guide/a, which imports it.
    expect(await buildBoth('two', cache)).toBe(`Reused 5 of 7 page files from the cache in ${cache}`);
    expect(readFileSync(join(root, 'two-out/guide/a.html'), 'utf8')).toContain('Changed shared text.');
    // guide/e links to guide/b, but a link depends on b's path only (in the build's key), not on its
    // text: only b runs again.
    writeFileSync(join(dir, 'guide/b.mdx'), page('B', 'No image now.'));
    expect(await buildBoth('two', cache)).toBe(`Reused 6 of 7 page files from the cache in ${cache}`);
  }, 120_000);

  it('re-renders every page when the config or a title in the navigation changes, and when an asset changes', async () => {
    const cache = join(root, 'cache-three');
    const dir = writeSite('three');
    await buildBoth('three', cache);
    writeFileSync(join(dir, 'docs.json'), readFileSync(join(dir, 'docs.json'), 'utf8').replace('#0D9373', '#FF5500'));
    expect(await buildBoth('three', cache)).toBe(`Reused 0 of 7 page files from the cache in ${cache}`);
    // Every page's sidebar shows C's title.
    writeFileSync(join(dir, 'guide/c.mdx'), page('See', 'Text.'));
    expect(await buildBoth('three', cache)).toBe(`Reused 0 of 7 page files from the cache in ${cache}`);
    expect(await buildBoth('three', cache)).toBe(`Reused 7 of 7 page files from the cache in ${cache}`);
    writeFileSync(join(dir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>');
    expect(await buildBoth('three', cache)).toBe(`Reused 0 of 7 page files from the cache in ${cache}`);
  }, 120_000);

  it('never uses a corrupt entry: a changed byte makes that page a miss, rendered again', async () => {
    const cache = join(root, 'cache-four');
    writeSite('four');
    await buildBoth('four', cache);
    // Seven entries (no extension) beside the pages' HTML files (`<hash>.html`), in folders below the ledger of stored bytes.
    const entries = readdirSync(join(cache, 'v2'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.parentPath !== join(cache, 'v2') && !e.name.endsWith('.html'));
    expect(entries).toHaveLength(7);
    const victim = entries.map((e) => join(e.parentPath, e.name)).sort()[0] ?? '';
    const bytes = readFileSync(victim);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    writeFileSync(victim, bytes);
    expect(await buildBoth('four', cache)).toBe(`Reused 6 of 7 page files from the cache in ${cache}`);
    writeFileSync(victim, bytes.subarray(0, 20));
    expect(await buildBoth('four', cache)).toBe(`Reused 6 of 7 page files from the cache in ${cache}`);
  }, 120_000);

  it('links a page from the cache into the output folder, and never uses its file once changed through that link', async () => {
    const cache = join(root, 'cache-links');
    writeSite('links');
    await buildBoth('links', cache);
    expect(await buildBoth('links', cache)).toBe(`Reused 7 of 7 page files from the cache in ${cache}`);
    const output = join(root, 'links-out/guide/c.html');
    const kept = readdirSync(join(cache, 'v2'), { recursive: true, withFileTypes: true }).filter((e) => e.name.endsWith('.html'));
    // The output page is the cache's file itself: one inode, two names.
    expect(kept.filter((e) => statSync(join(e.parentPath, e.name)).ino === statSync(output).ino)).toHaveLength(1);
    expect(statSync(output).nlink).toBe(2);
    // A tool that edits the output in place edits the cache's file: the next build renders that page again.
    appendFileSync(output, '<!-- edited -->');
    expect(await buildBoth('links', cache)).toBe(`Reused 6 of 7 page files from the cache in ${cache}`);
    expect(readFileSync(output, 'utf8')).not.toContain('edited');
  }, 120_000);

  it('keeps the output files that come out the same, replaces the others, and deletes what the build no longer writes', async () => {
    const cache = join(root, 'cache-kept');
    const dir = writeSite('kept');
    await buildBoth('kept', cache);
    // Now each page is a link to the cache's file.
    expect(await buildBoth('kept', cache)).toBe(`Reused 7 of 7 page files from the cache in ${cache}`);
    const out = join(root, 'kept-out');
    const inode = (path: string) => statSync(join(out, path)).ino;
    const before = { md: inode('guide/a.md'), html: inode('guide/a.html') };
    // What an older build, a person or another tool left: a stale file and folder, a link out of the
    // folder, an output edited in place, a folder where a file goes and a file where a folder goes.
    write('kept-out', { 'stale.html': 'old', 'old/deep/page.html': 'old' });
    rmSync(join(out, 'guide/d.md'));
    write('kept-out', { 'guide/d.md/inside.txt': 'a folder now' });
    writeFileSync(join(out, 'intro.md'), 'edited');
    rmSync(join(out, 'images'), { recursive: true });
    writeFileSync(join(out, 'images'), 'a file now');
    writeFileSync(join(root, 'outside.txt'), 'not the build\'s');
    symlinkSync(join(root, 'outside.txt'), join(out, 'guide/link.html'));
    rmSync(join(out, 'guide/e.md'));
    symlinkSync(join(root, 'outside.txt'), join(out, 'guide/e.md'));
    writeFileSync(join(dir, 'guide/c.mdx'), page('C', 'New text for C.'));
    expect(await buildBoth('kept', cache)).toBe(`Reused 6 of 7 page files from the cache in ${cache}`);
    // buildBoth compared the files; the folders are those of the cold build too, none left empty.
    const folders = (base: string) => readdirSync(base, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => relative(base, join(e.parentPath, e.name))).sort();
    expect(folders(out)).toEqual(folders(join(root, 'kept-cold')));
    expect(folders(out)).toEqual(['_quire', 'guide', 'images']);
    expect([existsSync(join(out, 'stale.html')), existsSync(join(out, 'old')), readFileSync(join(root, 'outside.txt'), 'utf8')]).toEqual([false, false, "not the build's"]);
    // The same bytes again: the very same files, not new ones (the edited file and the changed page have the cold build's bytes, compared above).
    expect({ md: inode('guide/a.md'), html: inode('guide/a.html') }).toEqual({ md: before.md, html: before.html });
    expect(readFileSync(join(out, 'guide/c.html'), 'utf8')).toContain('New text for C.');
  }, 120_000);

  it('is shared by the worker threads of a build', async () => {
    const cache = join(root, 'cache-five');
    const dir = writeSite('five');
    const workers = new BuildWorkers(new URL('../../src/cli/main.ts', import.meta.url));
    const first = await buildSite(dir, await loadProject(dir), { jobs: 2, workers, mainThread: false, cache: { dir: cache } });
    expect(first.cache).toEqual({ hits: 0, stored: 7 });
    const second = await buildSite(dir, await loadProject(dir), { jobs: 2, workers, mainThread: false, cache: { dir: cache } });
    expect(second.cache).toEqual({ hits: 7, stored: 0 });
    expect([...second.files.keys()].sort()).toEqual([...first.files.keys()].sort());
    for (const [path, content] of first.files) expect(second.files.get(path), path).toEqual(content);
    expect(second.diagnostics).toEqual(first.diagnostics);
  }, 120_000);

  it('is off by default without a node_modules folder, and on in node_modules/.cache/quire with one', async () => {
    writeSite('six');
    const off = await run('build', 'six', '--out', 'six-out');
    expect(off.stdout).not.toContain('cache');
    mkdirSync(join(root, 'six', 'node_modules'));
    const on = await run('build', 'six', '--out', 'six-out');
    expect(on.stdout).toContain(`Reused 0 of 7 page files from the cache in ${join(root, 'six', 'node_modules', '.cache', 'quire')}\n`);
    expect(readdirSync(join(root, 'six', 'node_modules', '.cache', 'quire', 'v2'), { recursive: true }).filter((p) => String(p).includes('/') && !String(p).endsWith('.html'))).toHaveLength(7);
  }, 120_000);

  it('leaves a cache folder inside the project out of the project, so the next build still finds every entry', async () => {
    writeSite('seven');
    const first = await run('build', 'seven', '--out', 'seven-out', '--cache', 'seven/.build-cache');
    const second = await run('build', 'seven', '--out', 'seven-out', '--cache', 'seven/.build-cache');
    expect([first.code, first.stdout.split('\n').at(-2)]).toEqual([0, `Reused 0 of 7 page files from the cache in ${join(root, 'seven', '.build-cache')}`]);
    expect([second.code, second.stdout.split('\n').at(-2)]).toEqual([0, `Reused 7 of 7 page files from the cache in ${join(root, 'seven', '.build-cache')}`]);
  }, 120_000);

  it('takes either --cache or --no-cache, and a folder with --cache', async () => {
    writeSite('eight');
    const both = await run('build', 'eight', '--out', 'eight-out', '--cache', 'c', '--no-cache');
    expect([both.code, both.stderr.split('\n')[0]]).toEqual([2, 'quire: Pass either --cache CACHE or --no-cache, not both.']);
    const empty = await run('build', 'eight', '--out', 'eight-out', '--cache', '');
    expect([empty.code, empty.stderr.split('\n')[0]]).toEqual([2, 'quire: --cache needs a folder.']);
  });
});
