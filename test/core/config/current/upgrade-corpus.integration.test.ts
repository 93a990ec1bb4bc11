import '../../../setup/load-resources.ts';
import { join } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { expect, it } from 'vitest';
import { loadProject } from '../../../../src/cli/load-project.ts';
import { checkProject, loadSiteConfig, planExport, type Project, upgradeConfig, validateConfig } from '../../../../src/core/index.ts';
import { corpusDir, describeCorpus } from '../../../setup/corpus.ts';

const errors = (project: Project) => checkProject(project).diagnostics.filter((d) => d.severity === 'error');

/**
 * Errors the upgraded project may report in a file that had no error of that code before, by project. Both are faults the
 * original already has: its mint.json has config errors (a `twitter` or `youtube` footer social, a
 * trailing comma), and a config with errors is checked without rendering pages or checking the logo,
 * so they only show once the config is valid (fixing those errors in the original by hand shows the
 * same two errors; a check that salvages more of an invalid config may report them before the upgrade too).
 */
const revealed: Record<string, string[]> = {
  crewai: ['concepts/llms.mdx build/page-failed'],
  trigger: ['docs.json project/missing-asset'],
};
const pageFiles = (project: Project) => new Set(planExport(project).jobs.map((job) => job.file));

describeCorpus('corpus', 'quire upgrade on the spec-format corpus', () => {
  it.each(['crewai', 'mintlify-docs', 'pipecat', 'starter-2023', 'trigger'])('%s: the upgrade validates, adds no error but those its config errors hid, and builds the same page files', async (name) => {
    const project = await loadProject(join(corpusDir, name));
    const loaded = loadSiteConfig(project);
    expect(loaded.format).toBe('spec');
    if (!loaded.file || !loaded.config) throw new Error(`${name}: no config`);
    const upgrade = upgradeConfig(loaded.config, parseJsonc(project.readText(loaded.file) ?? ''));
    const validated = validateConfig(upgrade.text);
    expect(validated.format).toBe('current');
    expect(validated.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);

    // An error is new when its file (the config counting as one file) did not have its code before.
    const key = (d: { file: string; code: string }) => `${d.file === loaded.file ? 'docs.json' : d.file} ${d.code}`;
    const before = new Set(errors(project).map(key));
    const files = pageFiles(project);
    // As `quire upgrade` leaves it: docs.json written, mint.json left beside it.
    project.set('docs.json', upgrade.text);
    const added = [...new Set(errors(project).map(key))].filter((k) => !before.has(k));
    expect(added.filter((k) => !(revealed[name] ?? []).includes(k))).toEqual([]);
    expect([...pageFiles(project)].sort()).toEqual([...files].sort());
  });
});
