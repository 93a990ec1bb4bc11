import { join } from 'node:path';
import { expect, it } from 'vitest';
import { componentSpecs } from '../../../src/core/components/index.ts';
import { renderPage } from '../../../src/core/render/index.ts';
import { corpusDir, corpusProjects, describeCorpus } from '../../setup/corpus.ts';
import { createSiteSession } from '../../../src/core/session/site-session.ts';
import { folderProject } from '../../setup/folder-project.ts';

const corpus = corpusDir;
const projects = corpusProjects('corpus');

const specComponents = ['Note', 'Tip', 'Warning', 'Info', 'Check', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Steps', 'Step', 'Tabs', 'Tab', 'AccordionGroup', 'Accordion', 'Card', 'CardGroup', 'ParamField', 'ResponseField', 'Expandable', 'Frame', 'Tooltip', 'Update'];

it('lists every component of spec 2.4 among the registry’s spec components', () => {
  expect(componentSpecs.filter((s) => s.inSpec).map((s) => s.name).sort()).toEqual([...specComponents].sort());
});

describeCorpus('corpus', 'the real projects of the corpus', () => {
  it('has the five projects', () => {
    expect(projects.length).toBe(5);
  });

  it.each(projects)('%s: every page renders, and no spec 2.4 component is unknown', (name) => {
    // One session for the project, as every host keeps: its pages share parses and highlighted code.
    const project = createSiteSession(folderProject(join(corpus, name))).project;
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
