import '../setup/load-resources.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.ts';

// Issue 11 §3: `quire check` reports what `quire build` reports, the render's diagnostics included
// (unknown icons, missing snippets, the render limits), so a check fails where a build would.

const root = mkdtempSync(join(tmpdir(), 'quire-check-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;
const doubling = `export const o0 = 1\n${Array.from({ length: 32 }, (_, i) => `export const o${i + 1} = [o${i}, o${i}]`).join('\n')}\n\n{o32}\n`;
const files = {
  'docs.json': JSON.stringify({ name: 'Same', navigation: [{ group: 'G', pages: ['index', 'guide'] }], anchors: [{ name: 'Blog', icon: 'no-such-anchor-icon', url: 'https://example.com' }] }),
  'index.mdx': `${frontmatter('Home')}<Card title="A" icon="no-such-icon">x</Card>\n\n<Snippet file="missing.mdx" />\n`,
  'guide.mdx': frontmatter('Guide') + doubling,
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(join(root, 'site', path, '..'), { recursive: true });
  writeFileSync(join(root, 'site', path), content);
}
// Issue "every status tells the truth" §2: a config with an error (the build makes the site from its
// valid settings, the check did not render it at all) and an OpenAPI spec at a URL that is not fetched
// (each API page was an error in the build, which the README calls info).
const partial = {
  'docs.json': JSON.stringify({ name: 'Partial', openapi: 'https://example.com/openapi.json', navigation: [{ group: 'G', pages: ['index', 'api/get-user'] }], anchors: [{ name: 'Blog', icon: 'no-such-anchor-icon', url: 'https://example.com' }], colors: { primary: 'blue' } }),
  'index.mdx': `${frontmatter('Home')}<Card title="A" icon="no-such-icon">x</Card>\n`,
  'api/get-user.mdx': '---\ntitle: Get user\ndescription: One user.\nopenapi: GET /users/{id}\n---\n',
};
for (const [path, content] of Object.entries(partial)) {
  mkdirSync(join(root, 'partial', path, '..'), { recursive: true });
  writeFileSync(join(root, 'partial', path), content);
}

// The current format's navigation: unknown icons of a sidebar group and of an anchor, a known one beside them.
const current = {
  'docs.json': JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Current',
    colors: { primary: '#0D9373' },
    navigation: { anchors: [{ anchor: 'Guides', icon: 'no-such-anchor-icon', groups: [{ group: 'Start', icon: 'no-such-group-icon', pages: ['index'] }, { group: 'More', icon: 'rocket', pages: ['guide'] }] }] },
  }),
  'index.mdx': frontmatter('Home'),
  'guide.mdx': frontmatter('Guide'),
};
for (const [path, content] of Object.entries(current)) {
  mkdirSync(join(root, 'current', path, '..'), { recursive: true });
  writeFileSync(join(root, 'current', path), content);
}

/** Exit code and every diagnostic of a run, without its message: `file:line:column-endLine:endColumn severity code`. */
async function run(argv: string[]): Promise<{ code: number; diagnostics: string[] }> {
  let stdout = '';
  const code = await runCli([...argv, '--format', 'json'], { cwd: root, stdout: (t) => (stdout += t), stderr: () => undefined });
  const { diagnostics } = JSON.parse(stdout) as { diagnostics: { file: string; line: number; column: number; endLine: number; endColumn: number; severity: string; code: string }[] };
  return { code, diagnostics: diagnostics.map((d) => `${d.file}:${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code}`) };
}

describe('quire check and quire build', () => {
  it('report the same diagnostics at the same positions, the render’s included, and both exit 1 on its errors', async () => {
    const build = await run(['build', 'site', '--out', 'site-out', '--jobs', '1']);
    const check = await run(['check', 'site']);
    expect(build).toEqual({
      code: 1,
      diagnostics: [
        'docs.json:1:104-1:125 warning site/unknown-icon',
        'guide.mdx:25:20-25:30 error render/value-too-large',
        'index.mdx:6:23-6:35 warning site/unknown-icon',
        'index.mdx:8:1-8:31 error render/snippet-missing',
      ],
    });
    expect(check).toEqual(build);
  });

  it('agree on a config with errors (the site is built from its valid settings) and report a spec not fetched as info', async () => {
    const build = await run(['build', 'partial', '--out', 'partial-out', '--jobs', '1']);
    const check = await run(['check', 'partial']);
    expect(build).toEqual({
      code: 1,
      diagnostics: [
        'api/get-user.mdx:4:10-4:25 info openapi/not-fetched',
        'docs.json:1:1-1:1 warning build/config-partial',
        'docs.json:1:29-1:63 info openapi/not-fetched',
        'docs.json:1:159-1:180 warning site/unknown-icon',
        'docs.json:1:231-1:237 error config/invalid-color',
        'index.mdx:6:23-6:35 warning site/unknown-icon',
      ],
    });
    expect(check).toEqual(build);
  });

  it('report the unknown icons of a current-format anchor and sidebar group alike', async () => {
    const build = await run(['build', 'current', '--out', 'current-out', '--jobs', '1']);
    const check = await run(['check', 'current']);
    // Each at its name in docs.json (columns 160 and 216 of the one-line file); `rocket` is known.
    expect(build).toEqual({ code: 0, diagnostics: ['docs.json:1:160-1:179 warning site/unknown-icon', 'docs.json:1:216-1:234 warning site/unknown-icon'] });
    expect(check).toEqual(build);
  });
});
