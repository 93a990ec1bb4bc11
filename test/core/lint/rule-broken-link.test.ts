import { describe, expect, it } from 'vitest';
import { checkPage, linkTargetsOf } from '../../../src/core/index.ts';

const files = ['index.mdx', 'guides/setup.mdx', 'guides/migration-1.0.mdx', 'v3/manage/cloud/index.mdx', 'hidden.md', 'files/report.pdf', 'snippets/part.mdx'];
const targets = linkTargetsOf(files, [{ source: '/old/setup' }, { source: '/blog/:slug*' }]);
const exists = (path: string) => files.includes(path);
const broken = (file: string, text: string, withTargets = true) =>
  checkPage(file, text, { fileExists: exists, ...(withTargets && { linkTargets: targets }) })
    .diagnostics.filter((d) => d.code === 'project/broken-link')
    .map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code} ${d.message} ${JSON.stringify(d.data)}`);

describe('project/broken-link in the page check', () => {
  it('warns on a Markdown link, an <a> and a <Card> href that lead to no page, redirect or file, at the link', () => {
    const text = 'See [setup](/guides/stup) and [the PDF](../files/gone.pdf).\n\n<a href="./nowhere#top">x</a>\n\n<Card title="Old" href="/snippets/part">y</Card>\n';
    expect(broken('guides/a.mdx', text)).toEqual([
      '1:5-1:26 warning project/broken-link The URL `/guides/stup` leads to no page, redirect or file of the project (looked for `guides/stup`). Fix the path or add the page. {"url":"/guides/stup","target":"guides/stup"}',
      '1:31-1:59 warning project/broken-link The URL `../files/gone.pdf` leads to no page, redirect or file of the project (looked for `files/gone.pdf`). Fix the path or add the page. {"url":"../files/gone.pdf","target":"files/gone.pdf"}',
      '3:1-3:30 warning project/broken-link The URL `./nowhere#top` leads to no page, redirect or file of the project (looked for `guides/nowhere`). Fix the path or add the page. {"url":"./nowhere#top","target":"guides/nowhere"}',
      '5:1-5:49 warning project/broken-link The URL `/snippets/part` leads to no page, redirect or file of the project (looked for `snippets/part`). Fix the path or add the page. {"url":"/snippets/part","target":"snippets/part"}',
    ]);
  });

  it('accepts pages (with or without extension, dotted names, hidden ones), folder index pages, redirects, files, the root, anchors and other sites', () => {
    const text = [
      '[a](/guides/setup) [b](setup.mdx#x) [c](/guides/migration-1.0) [d](/hidden) [e](/v3/manage/cloud/) [f](/v3/manage/cloud)',
      '[g](/old/setup) [h](/blog/2024/post) [i](/files/report.pdf) [j](/) [k](#top) [l](https://example.com/x) [m](mailto:a@b.c) [n](//cdn.example.com/x)',
      '',
    ].join('\n');
    expect(broken('guides/a.mdx', text)).toEqual([]);
  });

  it('checks nothing when the pages are not known', () => {
    expect(broken('a.mdx', '[x](/gone)\n', false)).toEqual([]);
  });
});
