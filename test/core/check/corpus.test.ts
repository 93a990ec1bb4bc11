import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadProject } from '../../../src/cli/load-project.ts';
import { checkProject, type CheckResult } from '../../../src/core/index.ts';
import { corpusDir, describeCorpus } from '../../setup/corpus.ts';

// The five real projects of ../shared/corpus, checked as `quire check` does. The counts were
// read once and each kind of error was verified by hand against the files; a change in them is a
// change in what Quire reports to real users, so it must be deliberate.
const expected: Record<string, { files: number; errors: number; errorCodes: Record<string, number> }> = {
  'starter-2023': { files: 15, errors: 2, errorCodes: { 'config/missing-key': 1, 'config/invalid-social-platform': 1 } },
  'mintlify-docs': { files: 98, errors: 21, errorCodes: { 'component/missing-attribute': 21 } },
  trigger: { files: 189, errors: 6, errorCodes: { 'config/invalid-social-platform': 1, 'component/missing-attribute': 5 } },
  crewai: { files: 101, errors: 2, errorCodes: { 'page/mdx-syntax': 1, 'config/invalid-social-platform': 1 } },
  pipecat: { files: 197, errors: 11, errorCodes: { 'component/missing-attribute': 11 } },
};

const results = new Map<string, CheckResult>();
async function check(name: string): Promise<CheckResult> {
  const cached = results.get(name);
  if (cached) return cached;
  const result = checkProject(await loadProject(join(corpusDir, name)));
  results.set(name, result);
  return result;
}

function errorCodes(result: CheckResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const d of result.diagnostics) if (d.severity === 'error') counts[d.code] = (counts[d.code] ?? 0) + 1;
  return counts;
}

describeCorpus('corpus', 'quire check over the shared corpus', () => {
  for (const [name, want] of Object.entries(expected)) {
    it(`${name}: ${want.errors} errors in ${want.files} files`, async () => {
      const result = await check(name);
      expect(result.files).toBe(want.files);
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(want.errors);
      expect(errorCodes(result)).toEqual(want.errorCodes);
      expect(result.configFile).toBe('mint.json');
    });
  }

  it('starter-2023: colors.background without light, and twitter in footerSocials', async () => {
    const errors = (await check('starter-2023')).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.file, d.line, d.column, d.code, d.path])).toEqual([
      ['mint.json', 13, 5, 'config/missing-key', 'colors.background.light'],
      ['mint.json', 78, 5, 'config/invalid-social-platform', 'footerSocials.twitter'],
    ]);
    expect(errors[1]?.message).toContain('did you mean `x`?');
  });

  it('crewai: an unclosed <Tab> is an MDX syntax error at its line', async () => {
    const syntax = (await check('crewai')).diagnostics.filter((d) => d.code === 'page/mdx-syntax');
    expect(syntax.map((d) => [d.file, d.line, d.column])).toEqual([['concepts/llms.mdx', 745, 3]]);
    expect(syntax[0]?.message).toContain('`<Tab>`');
  });

  it('pipecat: ParamField without a location attribute', async () => {
    const first = (await check('pipecat')).diagnostics.find((d) => d.code === 'component/missing-attribute');
    expect([first?.file, first?.line, first?.column]).toEqual(['client/js/transports/small-webrtc.mdx', 51, 1]);
  });

  it('mintlify-docs: pages missing from navigation are info, unknown config keys such as codeBlock are warnings', async () => {
    const result = await check('mintlify-docs');
    expect(result.diagnostics.filter((d) => d.code === 'project/orphan-page').every((d) => d.severity === 'info')).toBe(true);
    const unknown = result.diagnostics.filter((d) => d.code === 'config/unknown-key');
    expect(unknown.every((d) => d.severity === 'warning')).toBe(true);
    expect(unknown.map((d) => d.path)).toContain('codeBlock');
  });
});
