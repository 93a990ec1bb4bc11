import '../setup/load-resources.ts';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build-site.ts';
import { BuildWorkers, type StartedWorker } from '../../src/cli/build-workers.ts';
import { MemoryProject } from '../../src/core/index.ts';

const root = mkdtempSync(join(tmpdir(), 'quire-build-site-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## ${title}\n\n${body}\n`;

/** A 30-page project (enough for two threads), written to disk for the workers and held in memory for the main thread. */
function project(config: Record<string, unknown> = {}): MemoryProject {
  const files: Record<string, string> = {};
  const pages: string[] = [];
  for (let i = 0; i < 30; i++) {
    files[`p/page-${i}.mdx`] = page(`Page ${i}`, i === 7 ? '<Tip>never closed' : `See [the next page](/p/page-${(i + 1) % 30}).\n\n\`\`\`ts\nconst n = ${i};\n\`\`\``);
    pages.push(`p/page-${i}`);
  }
  files['p/orphan.mdx'] = page('Orphan');
  // A download of a type copied only because a page links to it (see exportAssets).
  files['p/page-3.mdx'] = page('Page 3', 'Get [the template](/files/guide.docx).');
  files['files/guide.docx'] = 'PK\u0003\u0004docx';
  files['docs.json'] = JSON.stringify({ name: 'Many', navigation: [{ group: 'All', pages }], ...config });
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return new MemoryProject(files);
}

const cliEntry = new URL('../../src/cli/main.ts', import.meta.url);

describe('buildSite', () => {
  it('builds the same site in worker threads as in this thread', async () => {
    const alone = await buildSite(root, project());
    expect(alone.pages).toBe(31); // 30 in the navigation, and p/orphan.mdx as a hidden page
    expect(alone.checkedFiles).toBe(32);
    expect(alone.diagnostics.map((d) => [d.file, d.code])).toEqual([
      ['p/orphan.mdx', 'project/orphan-page'],
      ['p/page-7.mdx', 'build/page-failed'],
      ['p/page-7.mdx', 'page/mdx-syntax'],
    ]);
    // The home page is in a folder, so index.html is a job of its own, with links from the root.
    expect(alone.files.get('index.html')).toContain('<a class="q-nav-link q-nav-active" href="p/page-0.html" aria-current="page">');
    expect(alone.files.get('files/guide.docx')).toEqual(new TextEncoder().encode('PK\u0003\u0004docx'));
    // Every page in the two workers, none here: the workers' part of the build is what is compared,
    // including the files their pages link to.
    const workers = await buildSite(root, project(), { jobs: 2, workers: new BuildWorkers(cliEntry), mainThread: false });
    expect(workers.diagnostics).toEqual(alone.diagnostics);
    expect(workers.checkedFiles).toBe(alone.checkedFiles);
    expect([...workers.files.keys()].sort()).toEqual([...alone.files.keys()].sort());
    for (const [path, content] of alone.files) expect(workers.files.get(path), path).toEqual(content);
  }, 120_000);

  it('gives the workers the star count of the github button', async () => {
    const cta = { topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } };
    const built = await buildSite(root, project(cta), { jobs: 2, workers: new BuildWorkers(cliEntry), mainThread: false, githubStars: 1500 });
    const pages = [...built.files].filter(([path]) => path.endsWith('.html') && path !== '404.html');
    expect(pages.length).toBe(32);
    for (const [path, html] of pages) expect(String(html), path).toContain('<span class="q-cta-stars" title="1500 stars">★ 1.5k</span>');
  }, 120_000);

  it('writes the site to outDir from every thread, emptying it first, and lists what it wrote', async () => {
    const alone = await buildSite(root, project());
    const outDir = join(root, '..', `${root.split('/').pop()}-out`);
    mkdirSync(outDir, { recursive: true });
    // An earlier build's folder (it has the marker), so the build may empty it.
    writeFileSync(join(outDir, '.quire-build'), '{}');
    writeFileSync(join(outDir, 'stale.html'), 'from an older build');
    try {
      const written = await buildSite(root, project(), { jobs: 2, workers: new BuildWorkers(cliEntry), mainThread: false, outDir });
      expect(written.files.size).toBe(0);
      expect(written.outputs).toEqual([...alone.files.keys()].sort());
      expect(written.diagnostics).toEqual(alone.diagnostics);
      expect(existsSync(join(outDir, 'stale.html'))).toBe(false);
      for (const [path, content] of alone.files) expect(new Uint8Array(readFileSync(join(outDir, path))), path).toEqual(typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content));
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('does not wait for a worker that has not started when this thread has taken every page', async () => {
    const exited: number[] = [];
    class SlowWorkers extends BuildWorkers {
      override take(count: number): StartedWorker[] {
        // A worker that never reads its work, as if its start-up took longer than the whole build.
        return Array.from({ length: count }, () => {
          const worker = new Worker(new URL('data:text/javascript,setInterval(() => {}, 1000)'));
          worker.once('exit', (code) => exited.push(code));
          return { worker, reply: new Promise<unknown>(() => undefined) };
        });
      }
    }
    const alone = await buildSite(root, project(), { jobs: 1 });
    const started = performance.now();
    const result = await buildSite(root, project(), { jobs: 2, workers: new SlowWorkers(cliEntry) });
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(result.diagnostics).toEqual(alone.diagnostics);
    expect(result.files).toEqual(alone.files);
    await expect.poll(() => exited.length).toBe(1);
  }, 120_000);

  it('uses one thread for a project too small to share', async () => {
    let taken = -1;
    class CountingWorkers extends BuildWorkers {
      override take(count: number): StartedWorker[] {
        taken = count;
        return [];
      }
    }
    const small = new MemoryProject({ 'docs.json': JSON.stringify({ name: 'S', navigation: [{ group: 'G', pages: ['a'] }] }), 'a.mdx': page('A') });
    const result = await buildSite(root, small, { jobs: 8, workers: new CountingWorkers(cliEntry) });
    expect(taken).toBe(0);
    expect([...result.files.keys()].sort()).toEqual(['404.html', '_quire/quire-runtime.js', '_quire/quire.css', 'a.html', 'index.html']);
  });
});
