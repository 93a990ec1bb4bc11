import { describe, expect, it } from 'vitest';
import { checkPage } from '../../../src/core/index.ts';

const files = new Set(['snippets/intro.mdx', 'guides/shared/part.md']);
const exists = (path: string) => files.has(path);
const where = (file: string, text: string, fileExists: ((path: string) => boolean) | null = exists) =>
  checkPage(file, text, { snippet: true, ...(fileExists && { fileExists }) }).diagnostics.map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code} ${d.message}`);

describe('render/snippet-missing in the page check', () => {
  it('reports an import of a snippet file that does not exist, on its source, as an error', () => {
    expect(where('guides/a.mdx', "import Gone from '/snippets/gone.mdx';\n\n<Gone />\n")).toEqual([
      "1:18-1:38 error render/snippet-missing The snippet `/snippets/gone.mdx` does not exist (looked for `snippets/gone.mdx` in the project). Check the path; snippets usually live in `/snippets/`.",
    ]);
    expect(where('guides/a.mdx', "import Part from '../part.mdx';\n\n<Part />\n")).toEqual([
      "1:18-1:31 error render/snippet-missing The snippet `../part.mdx` does not exist (looked for `part.mdx` in the project). Check the path; snippets usually live in `/snippets/`.",
    ]);
  });

  it('accepts snippets that exist, relative or from the root, and leaves other imports alone', () => {
    expect(where('guides/a.mdx', "import Intro from '/snippets/intro.mdx';\nimport Part from './shared/part.md';\nimport { Chart } from '/snippets/chart.jsx';\n\n<Intro />\n")).toEqual([]);
  });

  it('checks nothing when the project files are not known', () => {
    expect(where('guides/a.mdx', "import Gone from '/snippets/gone.mdx';\n\n<Gone />\n", null)).toEqual([]);
  });
});
