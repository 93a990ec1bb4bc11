import '../setup/load-resources.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuildWork, joinState } from '../../src/cli/build-worker.ts';
import { BuildWorkers, type StartedWorker } from '../../src/cli/build-workers.ts';
import { runCli, type CliIo } from '../../src/cli/run-cli.ts';

// Issue 10 §5: every hostile project below must give a positioned diagnostic and exit 0/1/2 within
// the test timeout, for `check` and for `build`; a crash is exit 3 and one line. The inputs are made
// here, not committed.

const root = mkdtempSync(join(tmpdir(), 'quire-bounded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const frontmatter = (title = 'Home') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;
const config = (navigation = '[{"group":"G","pages":["index"]}]', extra = '') => `{"name":"H",${extra}"navigation":${navigation}}`;
/** `levels` navigation groups, each the only entry of the one around it, with `index` innermost. */
const nestedGroups = (levels: number) => '{"group":"g","pages":['.repeat(levels) + '"index"' + ']}'.repeat(levels);
/** Twenty YAML anchors, each a list of ten uses of the one before: 10²⁰ nodes once expanded. */
const aliasBomb = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 19 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n');

function project(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, content] of Object.entries({ 'docs.json': config(), ...files })) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return name;
}

async function run(argv: string[], extra: Partial<CliIo> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { cwd: root, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), ...extra });
  return { code, stdout, stderr };
}

/** `check` and `build` of a project: exit codes and `file:line:column severity code` of each diagnostic. */
async function both(name: string) {
  const outcome = async (argv: string[]) => {
    const r = await run([...argv, '--format', 'json']);
    const { diagnostics } = JSON.parse(r.stdout) as { diagnostics: { file: string; line: number; column: number; severity: string; code: string; message: string }[] };
    return { code: r.code, stderr: r.stderr, diagnostics: diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`), messages: new Map(diagnostics.map((d) => [d.code, d.message])) };
  };
  return { check: await outcome(['check', name]), build: await outcome(['build', name, '--out', `${name}-site`, '--jobs', '1']) };
}

describe('bounded work on hostile input', () => {
  it('exponential expansion in static interpretation: render/value-too-large at the export that passes the limit', async () => {
    const doubling = `export const o0 = "aaaaaaaaaa"\n${Array.from({ length: 32 }, (_, i) => `export const o${i + 1} = [o${i}, o${i}]`).join('\n')}\n\n{o32}\n`;
    const { check, build } = await both(project('doubling', { 'index.mdx': frontmatter() + doubling }));
    // The render stops at o17 (line 23); `check` reports what the build's render does.
    expect(build).toMatchObject({ code: 1, stderr: '', diagnostics: ['index.mdx:23:20 error render/value-too-large'] });
    expect(check).toMatchObject({ code: 1, stderr: '', diagnostics: build.diagnostics });
  });

  it('components that each use the one before twice: render/too-many-expansions', async () => {
    const components = `export const A0 = () => <b>x</b>\n${Array.from({ length: 32 }, (_, i) => `export const A${i + 1} = () => <><A${i} /><A${i} /></>`).join('\n')}\n\n<A32 />\n`;
    const { check, build } = await both(project('components', { 'index.mdx': frontmatter() + components }));
    expect(build).toMatchObject({ code: 1, diagnostics: ['index.mdx:6:25 error render/too-many-expansions'] });
    expect(check).toMatchObject({ code: 1, diagnostics: build.diagnostics });
  });

  it('a front matter value padded with 150,000 spaces is read in linear time', async () => {
    const { check, build } = await both(project('spaces', { 'index.mdx': `---\ntitle: a${' '.repeat(150_000)}b\ndescription: d\n---\n\nText\n` }));
    expect(check).toMatchObject({ code: 0, diagnostics: [] });
    expect(build).toMatchObject({ code: 0, diagnostics: [] });
  });

  it('10,000-deep JSON in docs.json: config/too-deep at the bracket past 256 levels, and no build', async () => {
    const { check, build } = await both(project('deep-json', { 'docs.json': config(undefined, `"x":${'['.repeat(10_000)}${']'.repeat(10_000)},`) }));
    // `{"name":"H","x":` then the brackets: the 256th `[` opens level 257, at column 17 + 255.
    expect(check).toMatchObject({ code: 1, diagnostics: ['docs.json:1:272 error config/too-deep'] });
    expect(check.messages.get('config/too-deep')).toBe('The JSON is nested more than 256 levels deep here, so docs.json is not checked further. A docs.json never needs this depth; remove the extra nesting.');
    expect(build).toMatchObject({ code: 1, diagnostics: ['docs.json:1:1 error build/no-config', 'docs.json:1:272 error config/too-deep'] });
  });

  it.each([500, 10_000])('%i nested navigation groups: config/too-deep (the JSON is past 256 levels)', async (levels) => {
    const { check, build } = await both(project(`nav-${levels}`, { 'docs.json': config(`[${nestedGroups(levels)}]`), 'index.mdx': `${frontmatter()}Text\n` }));
    expect(check).toMatchObject({ code: 1, diagnostics: ['docs.json:1:2821 error config/too-deep'] });
    expect(build).toMatchObject({ code: 1, diagnostics: ['docs.json:1:1 error build/no-config', 'docs.json:1:2821 error config/too-deep'] });
  });

  it('40 nested navigation groups: config/too-deep at the 33rd, and the build leaves it out of the sidebar', async () => {
    const { check, build } = await both(project('nav-40', { 'docs.json': config(`[${nestedGroups(40)},{"group":"G","pages":["index"]}]`), 'index.mdx': `${frontmatter()}Text\n` }));
    expect(check).toMatchObject({ code: 1, diagnostics: ['docs.json:1:1 warning build/config-partial', 'docs.json:1:731 error config/too-deep', 'docs.json:1:1017 warning config/duplicate-page'] });
    expect(build).toMatchObject({ code: 1, diagnostics: ['docs.json:1:1 warning build/config-partial', 'docs.json:1:731 error config/too-deep', 'docs.json:1:1017 warning config/duplicate-page'] });
  });

  it('5,000 nested components: page/too-deep on the first line past 200 levels, and an error panel', async () => {
    const { check, build } = await both(project('components-5000', { 'index.mdx': `${frontmatter()}${'<Note>\n'.repeat(5000)}x\n${'</Note>\n'.repeat(5000)}` }));
    expect(build).toMatchObject({ code: 1, diagnostics: ['index.mdx:1:1 error build/page-failed', 'index.mdx:206:1 error page/too-deep'] });
    expect(check).toMatchObject({ code: 1, diagnostics: build.diagnostics });
  });

  it('a list nested 100,000 levels on one line: page/too-deep before parsing', async () => {
    const { check, build } = await both(project('list', { 'index.mdx': `${frontmatter()}${'- '.repeat(100_000)}x\n` }));
    expect(build).toMatchObject({ code: 1, diagnostics: ['index.mdx:1:1 error build/page-failed', 'index.mdx:6:1 error page/too-deep'] });
    expect(check).toMatchObject({ code: 1, diagnostics: build.diagnostics });
  });

  it('a YAML alias bomb in front matter: page/yaml-too-large, not an empty title', async () => {
    const { check, build } = await both(project('yaml-page', { 'index.mdx': `---\n${aliasBomb}\ntitle: T\n---\n\nText\n` }));
    expect(check).toMatchObject({ code: 1, diagnostics: ['index.mdx:2:1 error page/yaml-too-large'] });
    expect(build).toMatchObject({ code: 1, diagnostics: ['index.mdx:2:1 error page/yaml-too-large'] });
  });

  it('a YAML alias bomb in an OpenAPI file: project/invalid-openapi, not a crash', async () => {
    const files = { 'docs.json': config(undefined, '"openapi":"api.yaml",'), 'index.mdx': `${frontmatter()}Text\n`, 'api.yaml': `openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n${aliasBomb}\n` };
    const { check, build } = await both(project('yaml-openapi', files));
    expect(check).toMatchObject({ code: 1, diagnostics: ['api.yaml:1:1 error project/invalid-openapi'] });
    expect(check.messages.get('project/invalid-openapi')).toContain('The YAML expands to too much data (more than 1000 uses of `*alias`');
    expect(build).toMatchObject({ code: 1, diagnostics: ['api.yaml:1:1 error project/invalid-openapi'] });
  });

  it('a page over 1,000,000 characters: page/too-large, not parsed', async () => {
    const { check, build } = await both(project('large', { 'index.mdx': `${frontmatter()}${'word '.repeat(200_001)}\n` }));
    expect(build).toMatchObject({ code: 1, diagnostics: ['index.mdx:1:1 error build/page-failed', 'index.mdx:1:1 error page/too-large'] });
    expect(check).toMatchObject({ code: 1, diagnostics: build.diagnostics });
  });

  it('a table of 6,000 rows: render/table-too-long at the first row left out', async () => {
    const { check, build } = await both(project('table', { 'index.mdx': `${frontmatter()}| a |\n|---|\n${'| x |\n'.repeat(6000)}` }));
    expect(build).toMatchObject({ code: 0, diagnostics: ['index.mdx:5008:1 warning render/table-too-long'] });
    expect(check).toMatchObject({ code: 0, diagnostics: build.diagnostics });
  });

  it('a code fence highlighting {1-100000000}: render/highlight-too-long', async () => {
    const { check, build } = await both(project('fence', { 'index.mdx': `${frontmatter()}\`\`\`js {1-100000000}\nx\n\`\`\`\n` }));
    expect(build).toMatchObject({ code: 0, diagnostics: ['index.mdx:6:1 warning render/highlight-too-long'] });
    expect(check).toMatchObject({ code: 0, diagnostics: build.diagnostics });
  });
});

describe('a crash', () => {
  const name = project('crash', { 'index.mdx': `${frontmatter()}Text\n` });
  /** Workers whose hand-out throws, as a bug in the build would. */
  class ThrowingWorkers extends BuildWorkers {
    override take(): StartedWorker[] {
      throw new Error('no threads\n    at a line of the stack');
    }
  }

  it('exits 3 with one line on stderr and no stack trace', async () => {
    const r = await run(['build', name, '--out', 'crash-site'], { workers: new ThrowingWorkers(new URL(import.meta.url)) });
    expect(r).toEqual({ code: 3, stdout: '', stderr: 'quire: internal error: no threads (please report this)\n' });
  });

  it('prints the stack trace after the line with QUIRE_DEBUG=1', async () => {
    process.env.QUIRE_DEBUG = '1';
    try {
      const r = await run(['build', name, '--out', 'crash-site'], { workers: new ThrowingWorkers(new URL(import.meta.url)) });
      expect(r.code).toBe(3);
      expect(r.stderr.split('\n').slice(0, 3)).toEqual(['quire: internal error: no threads (please report this)', 'Error: no threads', '    at a line of the stack']);
    } finally {
      delete process.env.QUIRE_DEBUG;
    }
  });

  it('exits 3 when a build worker thread crashes after taking work, instead of hanging', async () => {
    const pages = Array.from({ length: 30 }, (_, i) => `p${i}`);
    const many = project('worker-crash', { 'docs.json': config(`[{"group":"G","pages":${JSON.stringify(pages)}}]`), ...Object.fromEntries(pages.map((p) => [`${p}.mdx`, `${frontmatter(p)}Text\n`])) });
    // A worker that throws on the work it is sent. It is marked as joined when the work is posted
    // (see joinState in build-worker.ts), so the main thread waits for it however fast it is itself.
    const script = "import { parentPort } from 'node:worker_threads'; parentPort.once('message', () => { throw new Error('worker failed'); });";
    class CrashingWorkers extends BuildWorkers {
      override take(count: number): StartedWorker[] {
        return Array.from({ length: count }, () => {
          const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(script)}`));
          const post = worker.postMessage.bind(worker);
          worker.postMessage = (work: BuildWork) => {
            Atomics.store(new Int32Array(work.board), 1 + work.slot, joinState);
            post(work);
          };
          const reply = new Promise<unknown>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
          });
          reply.catch(() => undefined);
          return { worker, reply };
        });
      }
    }
    const r = await run(['build', many, '--out', 'worker-crash-site', '--jobs', '2'], { workers: new CrashingWorkers(new URL(import.meta.url)) });
    expect(r).toEqual({ code: 3, stdout: '', stderr: 'quire: internal error: worker failed (please report this)\n' });
  });
});
