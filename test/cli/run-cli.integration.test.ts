import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliSandbox } from './cli-sandbox.ts';

// The CLI as a person runs it (node --import tsx src/cli/main.ts), in a child process with worker threads.
const { root, write } = cliSandbox('quire-cli-threads-');

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## ${title}\n\nText.\n`;

describe('quire build on worker threads', () => {
  it('writes the same files with --jobs 2 as with --jobs 1', async () => {
    const files: Record<string, string> = {};
    const pages: string[] = [];
    for (let i = 0; i < 30; i++) {
      files[`p/page-${i}.mdx`] = page(`Page ${i}`) + (i === 7 ? '\n<Tip>never closed\n' : '');
      pages.push(`p/page-${i}`);
    }
    files['docs.json'] = JSON.stringify({ name: 'Many', navigation: [{ group: 'All', pages }] });
    const dir = write('many', files);
    const cli = (jobs: number) => {
      try {
        return execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'build', dir, '--out', join(root, `many-${jobs}`), '--jobs', String(jobs), '--format', 'json'], { encoding: 'utf8' });
      } catch (error) {
        return String((error as { stdout: string }).stdout);
      }
    };
    const one = JSON.parse(cli(1)) as { summary: unknown; diagnostics: { file: string; code: string }[] };
    const two = JSON.parse(cli(2)) as typeof one;
    expect(two).toEqual(one);
    expect(one.summary).toEqual({ errors: 2, warnings: 0, files: 31 });
    expect(one.diagnostics.map((d) => [d.file, d.code])).toEqual([['p/page-7.mdx', 'build/page-failed'], ['p/page-7.mdx', 'page/mdx-syntax']]);
    const list = (jobs: number) => readdirSync(join(root, `many-${jobs}`), { recursive: true }).map(String).sort();
    expect(list(2)).toEqual(list(1));
    for (const f of list(1).filter((f) => f.endsWith('.html'))) expect(readFileSync(join(root, 'many-2', f), 'utf8')).toBe(readFileSync(join(root, 'many-1', f), 'utf8'));
  }, 120_000);
});
