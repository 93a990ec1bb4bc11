import { describe, expect, it } from 'vitest';
import { frontmatterEntry, pageStub, titleFromFile } from '../../../src/core/index.ts';

describe('titleFromFile', () => {
  it('turns the last segment into words with a capital first letter', () => {
    expect(['guides/getting-started.mdx', 'my_page.md', 'api--keys', 'Intro.MDX'].map(titleFromFile)).toEqual(['Getting started', 'My page', 'Api keys', 'Intro']);
  });

  it('names index and README pages after their folder, and gives Untitled when nothing is left', () => {
    expect(['api-reference/index.mdx', 'guides/README.md', 'index.mdx', '-.mdx', ''].map(titleFromFile)).toEqual(['Api reference', 'Guides', 'Index', 'Untitled', 'Untitled']);
  });

  it('keeps quotes and backslashes as they are: quoting is frontmatterEntry\'s job', () => {
    expect(titleFromFile('say "hi".mdx')).toBe('Say "hi"');
  });
});

describe('frontmatterEntry', () => {
  it('writes a double-quoted YAML string with " and \\ escaped', () => {
    expect(frontmatterEntry('title', 'Say "hi"')).toBe('title: "Say \\"hi\\""');
    expect(frontmatterEntry('title', 'a\\b: c # d')).toBe('title: "a\\\\b: c # d"');
    expect(frontmatterEntry('description', '')).toBe('description: ""');
  });
});

describe('pageStub', () => {
  it('is a front matter block with the title and an empty description, in the line break given', () => {
    expect(pageStub('Say "hi"')).toBe('---\ntitle: "Say \\"hi\\""\ndescription: ""\n---\n\n');
    expect(pageStub('A', '\r\n')).toBe('---\r\ntitle: "A"\r\ndescription: ""\r\n---\r\n\r\n');
  });
});
