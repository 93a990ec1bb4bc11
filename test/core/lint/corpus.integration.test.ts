import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { componentSpecs } from '../../../src/core/components/index.ts';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { checkPage } from '../../../src/core/lint/index.ts';
import { corpusDir, corpusProjects, describeCorpus } from '../../setup/corpus.ts';

// Real docs projects (read-only, outside the repo), found by the corpus helper.
const corpusRoot = corpusDir;
const projects = corpusProjects('corpus');

// Checked by eye: crewai/concepts/llms.mdx ends in the middle of a `<Tab>` (the file was cut off
// inside a code fence), so its `<Tab>` on line 745 is never closed. Every other page parses.
const mdxSyntaxErrors: Readonly<Record<string, number>> = { crewai: 1, 'mintlify-docs': 0, pipecat: 0, 'starter-2023': 0, trigger: 0 };

function pages(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pages(path, out);
    else if (/\.mdx?$/.test(name)) out.push(path);
  }
  return out;
}

const specComponents = new Set(componentSpecs.filter((c) => c.inSpec).map((c) => c.name));

describeCorpus('corpus', 'checkPage on the real projects of the corpus', () => {
  it.each(projects)('checks every page of %s without throwing', (project) => {
    const dir = join(corpusRoot, project);
    const diagnostics: Diagnostic[] = [];
    for (const path of pages(dir)) diagnostics.push(...checkPage(relative(dir, path), readFileSync(path, 'utf8')).diagnostics);
    expect(diagnostics.filter((d) => d.code === 'page/mdx-syntax').length).toBe(mdxSyntaxErrors[project] ?? 0);
    const unknownSpecComponents = diagnostics.filter((d) => d.code === 'component/unknown' && [...specComponents].some((name) => d.message.startsWith(`Unknown component \`<${name}>\``)));
    expect(unknownSpecComponents).toEqual([]);
    for (const d of diagnostics) {
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.endLine * 100000 + d.endColumn).toBeGreaterThanOrEqual(d.line * 100000 + d.column);
    }
  });

  it('reports the unclosed <Tab> of crewai/concepts/llms.mdx on its opening tag', () => {
    const path = join(corpusRoot, 'crewai/concepts/llms.mdx');
    const [d] = checkPage('concepts/llms.mdx', readFileSync(path, 'utf8')).diagnostics.filter((x) => x.code === 'page/mdx-syntax');
    expect(d).toMatchObject({ line: 745, column: 3, endLine: 745, endColumn: 31 });
    expect(d?.message).toBe('MDX syntax error: `<Tab>` opened on line 745 is never closed. Add `</Tab>` where its content ends, or write `<Tab />` if it has no content.');
  });
});
