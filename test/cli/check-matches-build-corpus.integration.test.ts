import '../setup/load-resources.ts';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build-site.ts';
import { loadProject } from '../../src/cli/load-project.ts';
import { checkProject, type Diagnostic } from '../../src/core/index.ts';
import { corpusDir, corpusV2Dir, describeCorpus } from '../setup/corpus.ts';

// Issue "every status tells the truth" §2: `quire check` reports what `quire build` reports, on real
// projects: the same codes, severities, files and positions (a spec-format project whose config has an
// error was rendered by the build from its valid settings, never by the check).

const brief = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code}`;

async function compare(dir: string): Promise<{ check: string[]; build: string[] }> {
  const project = await loadProject(dir);
  const check = checkProject(project, { symlinks: project.symlinks }).diagnostics.map(brief);
  const build = (await buildSite(dir, project, { jobs: 1, symlinks: project.symlinks })).diagnostics.map(brief);
  return { check, build };
}

describeCorpus('corpus', 'check and build over the shared corpus', () => {
  for (const name of ['starter-2023', 'mintlify-docs', 'trigger', 'crewai', 'pipecat']) {
    it(`${name}: the same diagnostics`, async () => {
      const { check, build } = await compare(join(corpusDir, name));
      expect(check).toEqual(build);
      expect(build.length).toBeGreaterThan(0);
    }, 300_000);
  }
});

describeCorpus('corpus-v2', 'check and build over the shared corpus v2', () => {
  for (const name of ['trigger', 'pipecat']) {
    it(`${name}: the same diagnostics`, async () => {
      const { check, build } = await compare(join(corpusV2Dir, name));
      expect(check).toEqual(build);
      expect(build.length).toBeGreaterThan(0);
    }, 300_000);
  }
});
