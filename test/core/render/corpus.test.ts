import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { componentSpecs } from '../../../src/core/components/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { renderPage } from '../../../src/core/render/index.ts';
import { corpusDir, corpusPresent, describeCorpus } from '../../setup/corpus.ts';
import { createSiteSession } from '../../../src/core/session/site-session.ts';

const corpus = corpusDir;
const projects = corpusPresent('corpus') ? readdirSync(corpus).filter((name) => statSync(join(corpus, name)).isDirectory()) : [];

const specComponents = ['Note', 'Tip', 'Warning', 'Info', 'Check', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Steps', 'Step', 'Tabs', 'Tab', 'AccordionGroup', 'Accordion', 'Card', 'CardGroup', 'ParamField', 'ResponseField', 'Expandable', 'Frame', 'Tooltip', 'Update'];

function loadProject(dir: string): MemoryProject {
  const files: [string, Uint8Array][] = [];
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else files.push([relative(dir, p), readFileSync(p)]);
    }
  };
  walk(dir);
  return new MemoryProject(files);
}

it('lists every component of spec 2.4 among the registry’s spec components', () => {
  expect(componentSpecs.filter((s) => s.inSpec).map((s) => s.name).sort()).toEqual([...specComponents].sort());
});

describeCorpus('corpus', 'the real projects of the corpus', () => {
  it('has the five projects', () => {
    expect(projects.length).toBe(5);
  });

  it.each(projects)('%s: every page renders, and no spec 2.4 component is unknown', (name) => {
    // One session for the project, as every host keeps: its pages share parses and highlighted code.
    const project = createSiteSession(loadProject(join(corpus, name))).project;
    const pages = project.list().filter((p) => /\.mdx?$/.test(p));
    const unknown: string[] = [];
    let rendered = 0;
    for (const file of pages) {
      const page = renderPage(project.readText(file) ?? '', { project, file });
      expect(typeof page.html).toBe('string');
      rendered++;
      for (const d of page.diagnostics) {
        const component = /^<([\w.]+)>/.exec(d.message)?.[1] ?? '';
        if (d.code === 'render/unknown-component' && specComponents.includes(component)) unknown.push(`${d.file}:${d.line} ${component}`);
      }
    }
    expect(rendered).toBe(pages.length);
    expect(unknown).toEqual([]);
  });
});
