import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliSandbox } from './cli-sandbox.ts';

const { write } = cliSandbox('quire-open-files-');

// A real 753-file repository failed `quire check` with EMFILE under macOS's default limit of 256 open
// files, since every file was read at once. The CLI runs in a child process with that limit.
describe('quire check under an open-file limit of 256', () => {
  it('reads a 2,000-file project and checks it', () => {
    const files: Record<string, string> = {};
    const pages: string[] = [];
    for (let i = 0; i < 40; i++) {
      pages.push(`p/page-${i}`);
      files[`p/page-${i}.mdx`] = `---\ntitle: Page ${i}\ndescription: Page ${i} of many.\n---\n\nText of page ${i}.\n`;
    }
    for (let i = 0; i < 1_959; i++) files[`data/file-${i}.txt`] = `data ${i}\n`;
    files['docs.json'] = JSON.stringify({ name: 'Many files', navigation: [{ group: 'All', pages }] });
    expect(Object.keys(files)).toHaveLength(2_000);
    const dir = write('many', files);
    const run = () => {
      try {
        return { code: 0, out: execFileSync('bash', ['-c', 'ulimit -n 256 && exec "$0" --import tsx src/cli/main.ts check "$1" --format json', process.execPath, dir], { encoding: 'utf8' }) };
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        return { code: failed.status, out: failed.stdout + failed.stderr };
      }
    };
    const { code, out } = run();
    expect(code, out).toBe(0);
    expect((JSON.parse(out) as { summary: unknown }).summary).toEqual({ errors: 0, warnings: 0, files: 41 });
  });
});
