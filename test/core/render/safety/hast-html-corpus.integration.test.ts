import '../../../setup/load-resources.ts';
import { join } from 'node:path';
import type { Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { afterAll, expect, it, vi } from 'vitest';
import type { Project } from '../../../../src/core/project/project.ts';
import { generatedProject } from '../../../bench/generated-corpus.ts';
import { corpusDir, corpusProjects, corpusV2Dir, describeCorpus } from '../../../setup/corpus.ts';
import { folderProject } from '../../../setup/folder-project.ts';

// Every HTML serialization of a whole export (bodies, shells, navigation, components, API pages) of
// every shared-corpus project and of generated pages, written both by hastToHtml and by
// hast-util-to-html with the options serializeHtml gave it before: the strings must be the same.

interface Seen {
  calls: number;
  differ: { expected: string; got: string }[];
}

/** planExport from fresh modules whose hastToHtml is compared with hast-util-to-html on each call. */
async function comparingExport(seen: Seen) {
  vi.resetModules();
  vi.doMock('../../../../src/core/render/safety/hast-html.ts', async () => {
    const actual = await vi.importActual<typeof import('../../../../src/core/render/safety/hast-html.ts')>('../../../../src/core/render/safety/hast-html.ts');
    return {
      hastToHtml: (tree: Root | RootContent, dangerous: boolean): string => {
        const got = actual.hastToHtml(tree, dangerous);
        const expected = toHtml(tree as Root, dangerous ? { allowDangerousHtml: true } : {});
        seen.calls++;
        if (got !== expected && seen.differ.length < 5) seen.differ.push({ expected, got });
        return expected;
      },
    };
  });
  const { planExport } = await import('../../../../src/core/site/export-site.ts');
  return planExport;
}

afterAll(() => {
  vi.doUnmock('../../../../src/core/render/safety/hast-html.ts');
  vi.resetModules();
});

/** Renders every page of the project (and its static files: 404, redirects) and returns what was seen. */
async function exportBothWays(project: Project): Promise<Seen> {
  const seen: Seen = { calls: 0, differ: [] };
  const planExport = await comparingExport(seen);
  const plan = planExport(project, { publish: true });
  for (const job of plan.jobs) await plan.renderPage(job);
  plan.staticFiles();
  return seen;
}

for (const [kind, dir] of [['corpus', corpusDir], ['corpus-v2', corpusV2Dir]] as const) {
  describeCorpus(kind, `hastToHtml over the ${kind}`, () => {
    for (const name of corpusProjects(kind)) {
      it(`writes every serialization of ${name} as hast-util-to-html does`, async () => {
        const seen = await exportBothWays(folderProject(join(dir, name)));
        expect(seen.differ).toEqual([]);
        expect(seen.calls).toBeGreaterThan(100);
      });
    }
  });
}

it('writes every serialization of 300 generated pages as hast-util-to-html does', async () => {
  const seen = await exportBothWays(generatedProject(300));
  expect(seen.differ).toEqual([]);
  expect(seen.calls).toBeGreaterThan(300);
});
