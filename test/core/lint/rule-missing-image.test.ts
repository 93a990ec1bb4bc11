import { describe, expect, it } from 'vitest';
import { checkPage } from '../../../src/core/index.ts';

const files = new Set(['images/chart.png', 'guides/diagram one.svg']);
const exists = (path: string) => files.has(path);
const missing = (file: string, text: string, fileExists: ((path: string) => boolean) | null = exists) =>
  checkPage(file, text, { ...(fileExists && { fileExists }) })
    .diagnostics.filter((d) => d.code === 'project/missing-asset')
    .map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code} ${d.message}`);

describe('project/missing-asset in the page check', () => {
  it('warns on a Markdown image and a JSX <img> whose file is not in the project', () => {
    expect(missing('guides/a.mdx', '![Chart](../images/gone.png)\n\n<Frame>\n  <img src="/images/lost.png?v=2" alt="Lost" />\n</Frame>\n')).toEqual([
      '1:1-1:29 warning project/missing-asset The image `../images/gone.png` is not in the project (looked for `images/gone.png`), so the page shows a placeholder instead. Add the file or fix the path.',
      '4:3-4:48 warning project/missing-asset The image `/images/lost.png?v=2` is not in the project (looked for `images/lost.png`), so the page shows a placeholder instead. Add the file or fix the path.',
    ]);
  });

  it('accepts images that exist (relative, from the root, percent-encoded), and other sites’ and data: images', () => {
    expect(missing('guides/a.mdx', '![Chart](/images/chart.png)\n\n![Chart](../images/chart.png#top)\n\n![Diagram](diagram%20one.svg)\n\n<img src="https://example.com/a.png" alt="Remote" />\n\n![Dot](data:image/gif;base64,R0lGODlhAQABAAAAACw=)\n\n<img src={props.src} alt="Expression" />\n')).toEqual([]);
  });

  it('checks nothing when the project files are not known', () => {
    expect(missing('a.mdx', '![Chart](gone.png)\n', null)).toEqual([]);
  });
});
