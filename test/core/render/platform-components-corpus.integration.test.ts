import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { componentRegistry } from '../../../src/core/components/index.ts';
import { renderPage } from '../../../src/core/render/index.ts';
import { corpusPath, corpusPresent } from '../../setup/corpus-paths.ts';
import { describeCorpus } from '../../setup/corpus.ts';
import type { CorpusKind } from '../../setup/corpus-paths.ts';
import { folderProject } from '../../setup/folder-project.ts';

// What still renders as an unknown component in the two corpora, and why none of it is a platform component:
// `Warn` is a misspelt `<Warning>` (the lint suggests it); `SoftLimit`, `ScrapingWarning` and
// `UsefulNextSteps` are the projects' own snippets, used on pages that never import them. (`TransportTable`,
// from a `.jsx` module whose rows come from a function call, is no longer unknown: it shows the "rendered
// on the published site" box with a warning.)
const remaining = ['ScrapingWarning', 'SoftLimit', 'UsefulNextSteps', 'Warn'];


function projectsOf(kind: CorpusKind): string[] {
  const root = corpusPath(kind);
  return corpusPresent(kind) ? readdirSync(root).filter((n) => statSync(join(root, n)).isDirectory()) : [];
}

/** The names on the unknown-component outlines of every page of a project (their `data-component`), with the pages showing each. */
function unknownNames(kind: CorpusKind, name: string): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  const project = folderProject(join(corpusPath(kind), name));
  for (const file of project.list().filter((p) => /\.mdx?$/.test(p))) {
    const page = renderPage(project.readText(file) ?? '', { project, file });
    for (const m of page.html.matchAll(/class="q-unknown" data-component="([^"]+)"/g)) {
      const component = m[1] ?? '';
      byName.set(component, (byName.get(component) ?? new Set()).add(`${kind}/${name}/${file}`));
    }
  }
  return byName;
}

const found = new Map<string, Set<string>>();

for (const kind of ['corpus', 'corpus-v2'] as const) {
  describeCorpus(kind, `platform components on the pages of the ${kind}`, () => {
    it.each(projectsOf(kind))('%s: no page shows an unknown-component outline for a component the platform has', (name) => {
      const unknown = unknownNames(kind, name);
      for (const [name, pages] of unknown) for (const page of pages) found.set(name, (found.get(name) ?? new Set()).add(page));
      expect([...unknown.entries()].filter(([name]) => componentRegistry.has(name)).map(([name, pages]) => `${name}: ${[...pages].join(', ')}`)).toEqual([]);
      expect([...unknown.keys()].every((name) => remaining.includes(name))).toBe(true);
    });
  });
}

it.runIf(corpusPresent('corpus') && corpusPresent('corpus-v2'))('leaves only the listed names unknown across both corpora', () => {
  expect([...found.keys()].sort()).toEqual(remaining);
});
