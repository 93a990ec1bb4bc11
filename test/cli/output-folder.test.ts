import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.ts';
import { startClearOutput } from '../../src/cli/write-output.ts';

/** What a build of a one-page site writes: the page, 404.html, the runtime, the stylesheet, and for agents, search engines and the search its Markdown, llms.txt, llms-full.txt, robots.txt, the search script and index. */
const builtFiles = ['.quire-build', '404.html', '_quire', '_quire/quire-runtime.js', '_quire/quire-search.js', '_quire/quire.css', '_quire/search-index.json', 'index.html', 'index.md', 'llms-full.txt', 'llms.txt', 'robots.txt'];

// `quire build --out` never deletes what Quire did not write (issue 10 §4), and a project never
// reaches outside its folder through a symbolic link (§6).
const root = mkdtempSync(join(tmpdir(), 'quire-out-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(base: string, files: Record<string, string>): string {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(base, path, '..'), { recursive: true });
    writeFileSync(join(base, path), content);
  }
  return base;
}

async function run(cwd: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { cwd, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nText.\n`;
const docs = { 'docs.json': JSON.stringify({ name: 'D', navigation: [{ group: 'G', pages: ['index'] }] }), 'index.mdx': page('Home') };
/** A fresh folder holding a project in `docs/` and other work of the user beside it. */
function workspace(name: string): string {
  return write(join(root, name), { ...Object.fromEntries(Object.entries(docs).map(([p, c]) => [`docs/${p}`, c])), '.git/HEAD': 'ref: refs/heads/main\n', 'notes.txt': 'mine' });
}
const listing = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

describe('quire build --out', () => {
  it('refuses a folder that contains the project (cd work && quire build docs --out .) and deletes nothing', async () => {
    const work = workspace('parent');
    const before = listing(work);
    const r = await run(work, 'build', 'docs', '--out', '.');
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'quire: --out . contains the project folder (docs); a build empties its output folder, so it would delete the project. Choose a folder outside it or inside the project.\n' });
    expect(listing(work)).toEqual(before);
    expect(readFileSync(join(work, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
  });

  it('refuses the project folder itself, also through a symbolic link', async () => {
    const work = workspace('itself');
    const same = await run(work, 'build', 'docs', '--out', 'docs/.');
    expect([same.code, same.stderr.split('\n')[0]]).toEqual([2, 'quire: --out must not be the project folder itself.']);
    symlinkSync(join(work, 'docs'), join(work, 'link'));
    const linked = await run(work, 'build', 'docs', '--out', 'link');
    expect(linked).toEqual({ code: 2, stdout: '', stderr: 'quire: --out link is the project folder itself; a build empties its output folder, so it would delete the project. Choose another folder, such as link/site.\n' });
    expect(listing(join(work, 'docs'))).toEqual(['docs.json', 'index.mdx']);
  });

  it('builds into a folder inside the project, leaving it out of the project, so a second build does not nest it', async () => {
    const work = workspace('inside');
    const first = await run(join(work, 'docs'), 'build', '.', '--out', 'site');
    expect([first.code, first.stderr]).toEqual([0, '']);
    const second = await run(join(work, 'docs'), 'build', '.', '--out', 'site');
    expect([second.code, second.stderr, second.stdout.split('\n').at(-2)]).toEqual([0, '', 'Wrote 1 page and 10 files to site']);
    expect(listing(join(work, 'docs/site'))).toEqual(builtFiles);
    // An earlier build's folder elsewhere in the project is left out too: it holds the marker.
    const third = await run(work, 'build', 'docs', '--out', 'out');
    expect(listing(join(work, 'out'))).toEqual(builtFiles);
    expect(third.code).toBe(0);
  });

  it('refuses a non-empty folder no build wrote; with --force lists what goes, then builds', async () => {
    const work = workspace('foreign');
    write(join(work, 'out'), { 'thesis.tex': 'years of work', 'data/a.csv': '1,2' });
    const refused = await run(work, 'build', 'docs', '--out', 'out');
    expect(refused).toEqual({ code: 2, stdout: '', stderr: 'quire: --out out is not empty (data, thesis.tex) and no earlier quire build wrote it (it has no .quire-build file), so it was left alone. Choose a new or empty folder, or pass --force to delete what is in it.\n' });
    expect(listing(join(work, 'out'))).toEqual(['data', 'data/a.csv', 'thesis.tex']);
    const forced = await run(work, 'build', 'docs', '--out', 'out', '--force');
    expect([forced.code, forced.stderr]).toEqual([0, 'quire: --force: deleting everything in out (not written by quire build):\n  data\n  thesis.tex\n']);
    expect(listing(join(work, 'out'))).toEqual(builtFiles);
    expect(JSON.parse(readFileSync(join(work, 'out/.quire-build'), 'utf8'))).toEqual({ generator: 'quire', version: '0.1.0' });
  });

  it('builds again into a folder an earlier build wrote, emptying it without asking', async () => {
    const work = workspace('again');
    expect((await run(work, 'build', 'docs', '--out', 'out')).code).toBe(0);
    writeFileSync(join(work, 'out/stale.html'), 'from an older build');
    const again = await run(work, 'build', 'docs', '--out', 'out');
    expect([again.code, again.stderr]).toEqual([0, '']);
    expect(existsSync(join(work, 'out/stale.html'))).toBe(false);
    expect(existsSync(join(work, 'notes.txt'))).toBe(true);
  });

  it('starts emptying a folder of an earlier build once it knows the folder is its own, and refuses another before deleting anything', async () => {
    const work = workspace('start-clear');
    expect((await run(work, 'build', 'docs', '--out', 'out')).code).toBe(0);
    write(work, { 'out/deep/stale.html': 'old', 'theirs/keep.txt': 'not a build' });
    const { emptied } = await startClearOutput(join(work, 'out'), { root: join(work, 'docs') });
    await emptied;
    expect(listing(join(work, 'out'))).toEqual(['.quire-build']);
    await expect(startClearOutput(join(work, 'theirs'), { root: join(work, 'docs') })).rejects.toMatchObject({ code: 'cli/unsafe-out' });
    expect(listing(join(work, 'theirs'))).toEqual(['keep.txt']);
  });

  it('refuses a file as the output folder', async () => {
    const work = workspace('file');
    const r = await run(work, 'build', 'docs', '--out', 'notes.txt');
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'quire: --out notes.txt cannot be used as the output folder: it is a file.\n' });
    expect(readFileSync(join(work, 'notes.txt'), 'utf8')).toBe('mine');
  });
});

describe('symbolic links in a project', () => {
  it('reports them and never reads through them, in check and build', async () => {
    const work = workspace('links');
    writeFileSync(join(work, 'secret.txt'), 'outside the project');
    mkdirSync(join(work, 'private'));
    writeFileSync(join(work, 'private/key.png'), 'outside too');
    symlinkSync(join(work, 'secret.txt'), join(work, 'docs/leak.txt'));
    symlinkSync(join(work, 'private'), join(work, 'docs/images'));
    const check = await run(work, 'check', 'docs');
    expect([check.code, check.stdout]).toEqual([
      0,
      'images:1:1 warning project/symlink images is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.\n\nleak.txt:1:1 warning project/symlink leak.txt is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.\n\n✔ 0 errors, 2 warnings in 2 files\n',
    ]);
    expect((await run(work, 'build', 'docs', '--out', 'out')).code).toBe(0);
    expect(listing(join(work, 'out'))).toEqual(builtFiles);
  });
});
