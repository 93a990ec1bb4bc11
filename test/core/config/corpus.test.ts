import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { countDiagnostics } from '../../../src/core/diagnostics/diagnostic.ts';
import { validateConfig } from '../../../src/core/config/index.ts';
import { corpusDir, describeCorpus } from '../../setup/corpus.ts';

// Real docs projects (read-only, not in the repo). Their mint.json files must validate without throwing;
// the counts below were pinned after reading every diagnostic and agreeing with it. Keys outside the
// spec that the platform accepts (`colors.anchors`, `feedback.thumbsRating`, `theme`, `background`,
// `footer`, `codeBlock`, `analytics`, `seo`, `search`, `primaryTab`, `metadata`, a group's `icon`) are
// config/not-shown info, once per setting, so they are not counted:
// - starter-2023: `twitter` in footerSocials (warning, use `x`).
// - mintlify-docs: nothing but info.
// - trigger: `twitter` in footerSocials (warning).
// - crewai: `youtube` in footerSocials (warning: not a spec platform, but the footer shows it).
// - pipecat: nothing but info.
const corpus = corpusDir;
const pinned: Record<string, { errors: number; warnings: number }> = {
  'starter-2023': { errors: 0, warnings: 1 },
  'mintlify-docs': { errors: 0, warnings: 0 },
  trigger: { errors: 0, warnings: 1 },
  crewai: { errors: 0, warnings: 1 },
  pipecat: { errors: 0, warnings: 0 },
};

function read(project: string): string {
  return readFileSync(join(corpus, project, 'mint.json'), 'utf8');
}

describeCorpus('corpus', 'corpus mint.json files', () => {
  it('pins every project present in the corpus', () => {
    const present = readdirSync(corpus).filter((name) => existsSync(join(corpus, name, 'mint.json')));
    for (const project of present) expect(Object.keys(pinned)).toContain(project);
  });

  it.each(Object.keys(pinned))('%s validates without throwing, with the pinned error and warning counts', (project) => {
    const text = read(project);
    const result = validateConfig(text, { file: 'mint.json' });
    const { errors, warnings } = countDiagnostics(result.diagnostics);
    expect({ errors, warnings }).toEqual(pinned[project]);
    expect(result.config === undefined).toBe(errors > 0);
  });

  it('starter-2023: the exact diagnostics', () => {
    const text = read('starter-2023');
    expect(validateConfig(text, { file: 'mint.json' }).diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.path])).toEqual([
      ['info', 'config/not-shown', 16, 5, 'colors.anchors'],
      ['warning', 'config/legacy-social-platform', 78, 5, 'footerSocials.twitter'],
    ]);
  });

  it('trigger: accepts `/openapi.yml` paths, the simple playground and a 3-digit background color', () => {
    const text = read('trigger');
    const codes = validateConfig(text).diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.path]);
    expect(codes).toEqual([]);
  });
});
