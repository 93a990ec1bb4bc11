import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../src/cli/run-cli.ts';

// quire check --strict, --config - and the project's rule settings (.quirerc.json, package.json).
const root = mkdtempSync(join(tmpdir(), 'quire-check-options-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string | Uint8Array>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, dir, path, '..'), { recursive: true });
    writeFileSync(join(root, dir, path), content);
  }
}

async function run(argv: string[], extra: Partial<CliIo> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { cwd: root, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), ...extra });
  return { code, stdout, stderr };
}

const docs = JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['index'] }] });
// One warning: an image outside a Frame.
const index = '---\ntitle: Home\ndescription: About.\n---\n\n![A chart](/chart.png)\n';
// The start of a PNG file: an image the build copies (bytes of another kind are a warning of their own).
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const warningLine = 'index.mdx:6:1 warning lint/image-outside-frame Wrap every image in `<Frame>` so it gets the frame and an optional caption: `<Frame>![…](…)</Frame>`.';

write('warned', { 'docs.json': docs, 'index.mdx': index, 'chart.png': png });
write('rc-off', { 'docs.json': docs, 'index.mdx': index, 'chart.png': png, '.quirerc.json': '{"rules": {"lint/image-outside-frame": "off"}}' });
write('pkg-error', { 'docs.json': docs, 'index.mdx': index, 'chart.png': png, 'package.json': '{"name": "docs", "quire": {"rules": {"lint/image-outside-frame": "error"}}}' });
write('rc-strict', { 'docs.json': docs, 'index.mdx': index, 'chart.png': png, '.quirerc.json': '{"strict": true}' });

describe('quire check --strict', () => {
  it('passes warnings without it', async () => {
    expect(await run(['check', 'warned'])).toEqual({ code: 0, stdout: `${warningLine}\n\n✔ 0 errors, 1 warning in 2 files\n`, stderr: '' });
  });

  it('fails on warnings, and the summary says so', async () => {
    expect(await run(['check', 'warned', '--strict'])).toEqual({ code: 1, stdout: `${warningLine}\n\n✖ 0 errors, 1 warning in 2 files (strict: warnings fail)\n`, stderr: '' });
  });

  it('passes a clean project under strict, and marks strict in the JSON summary', async () => {
    write('clean', { 'docs.json': docs, 'index.mdx': '---\ntitle: Home\ndescription: About.\n---\n\nText.\n' });
    expect(await run(['check', 'clean', '--strict'])).toEqual({ code: 0, stdout: '✔ 0 errors, 0 warnings in 2 files (strict: warnings fail)\n', stderr: '' });
    const json = await run(['check', 'warned', '--strict', '--format', 'json']);
    expect(json.code).toBe(1);
    expect((JSON.parse(json.stdout) as { summary: unknown }).summary).toEqual({ errors: 0, warnings: 1, files: 2, strict: true });
  });

  it('is strict when the project settings say "strict": true', async () => {
    expect(await run(['check', 'rc-strict'])).toMatchObject({ code: 1, stdout: `${warningLine}\n\n✖ 0 errors, 1 warning in 2 files (strict: warnings fail)\n` });
  });

  it('is only for check', async () => {
    const r = await run(['build', 'warned', '--out', join(root, 'site'), '--strict']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Unknown option '--strict'");
  });
});

describe('quire check with rule settings', () => {
  it('turns a rule off from .quirerc.json', async () => {
    expect(await run(['check', 'rc-off'])).toEqual({ code: 0, stdout: '✔ 0 errors, 0 warnings in 2 files\n', stderr: '' });
  });

  it('makes a rule an error from the quire key of package.json', async () => {
    expect(await run(['check', 'pkg-error'])).toEqual({ code: 1, stdout: `${warningLine.replace(' warning ', ' error ')}\n\n✖ 1 error, 0 warnings in 2 files\n`, stderr: '' });
  });
});

describe('quire check --config -', () => {
  it('reads the config from standard input', async () => {
    const r = await run(['check', '--config', '-'], { stdin: () => Promise.resolve('{"name": "Acme", "navigation": [], "colors": {"primary": "red"}}') });
    expect(r).toEqual({ code: 1, stdout: '<stdin>:1:58 error config/invalid-color `colors.primary` must be a hex color such as `#0D9373` (got `red`)\n\n✖ 1 error, 0 warnings in 1 file\n', stderr: '' });
  });

  it('passes a valid config from standard input', async () => {
    expect(await run(['check', '--config', '-'], { stdin: () => Promise.resolve(docs) })).toEqual({ code: 0, stdout: '✔ 0 errors, 0 warnings in 1 file\n', stderr: '' });
  });

  it('exits 2 when standard input cannot be read', async () => {
    const r = await run(['check', '--config', '-'], { stdin: () => Promise.reject(new Error('EAGAIN')) });
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'quire: Cannot read the config from standard input: EAGAIN.\n' });
  });
});

describe('quire build with rule settings', () => {
  it('applies them to what rendering reports: a missing snippet set to warning does not fail the build', async () => {
    const page = "---\ntitle: Home\ndescription: About.\n---\n\nimport Gone from '/snippets/gone.mdx';\n\n<Gone />\n";
    write('build-missing', { 'docs.json': docs, 'index.mdx': page });
    write('build-graded', { 'docs.json': docs, 'index.mdx': page, '.quirerc.json': '{"rules": {"render/snippet-missing": "warning"}}' });
    const failed = await run(['build', 'build-missing', '--out', join(root, 'out-missing')]);
    expect([failed.code, failed.stdout.split('\n')[0]]).toEqual([1, "index.mdx:6:18 error render/snippet-missing The snippet `/snippets/gone.mdx` does not exist (looked for `snippets/gone.mdx` in the project). Check the path; snippets usually live in `/snippets/`."]);
    const graded = await run(['build', 'build-graded', '--out', join(root, 'out-graded')]);
    expect([graded.code, graded.stdout.split('\n')[0]]).toEqual([0, "index.mdx:6:18 warning render/snippet-missing The snippet `/snippets/gone.mdx` does not exist (looked for `snippets/gone.mdx` in the project). Check the path; snippets usually live in `/snippets/`."]);
  });
});
