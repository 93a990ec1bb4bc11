import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cliSandbox } from '../../cli/cli-sandbox.ts';

// The CLI in a child process, as CI runs it: a page named `a.mdx.mdx` made `quire build` exit 3.
describe('quire build on a page named a.mdx.mdx, as a child process', () => {
  const { root, write } = cliSandbox('quire-odd-names-');
  it('exits 0 with the warning (it exited 3, an internal error)', () => {
    const dir = write('odd', {
      'docs.json': JSON.stringify({ name: 'Odd', navigation: [{ group: 'G', pages: ['index'] }] }),
      'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\n## Home\n',
      'guides/a.mdx.mdx': '---\ntitle: A\ndescription: The page A.\n---\n\n## A\n',
      'guides/b.md.mdx': '## B\n',
    });
    let code = 0;
    let stdout: string;
    try {
      stdout = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'build', dir, '--out', `${root}/odd-out`, '--format', 'json'], { encoding: 'utf8' });
    } catch (error) {
      code = (error as { status: number }).status;
      stdout = String((error as { stdout: string }).stdout);
    }
    const { diagnostics } = JSON.parse(stdout) as { diagnostics: { file: string; severity: string; code: string }[] };
    expect({ code, diagnostics: diagnostics.map((d) => `${d.file} ${d.severity} ${d.code}`) }).toEqual({
      code: 0,
      diagnostics: ['guides/a.mdx.mdx warning project/doubled-extension', 'guides/b.md.mdx warning project/doubled-extension'],
    });
  }, 180_000);
});
