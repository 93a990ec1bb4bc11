import { describe, expect, it } from 'vitest';
import { checkPage } from '../../../src/core/index.ts';

const files = ['guides/a.mdx', 'process.xpdl', 'guides/schema.rng', 'a.xml', 'a.html', 'LICENSE', 'x.js', 'files/guide.docx', 'files/report.pdf', 'images/a.png', 'data.json'];
const exists = (path: string) => files.includes(path);
const uncopied = (file: string, text: string, seesFiles = true) =>
  checkPage(file, text, seesFiles ? { fileExists: exists } : {})
    .diagnostics.filter((d) => d.code === 'build/not-copied')
    .map((d) => `${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${JSON.stringify(d.data)}`);

describe('build/not-copied in the page check', () => {
  it('warns at each link, image, link definition and JSX file attribute to a file of a type no export copies', () => {
    const text = [
      'The [process](/process.xpdl) and [schema](schema.rng?v=2#top).',
      '',
      '![diagram](../a.xml)',
      '',
      '<a href="/a.html">page</a> and <Card title="C" href="/LICENSE" img="/x.js">c</Card>',
      '',
      '[ref]: ../process.xpdl',
      '',
    ].join('\n');
    expect(uncopied('guides/a.mdx', text)).toEqual([
      '1:5-1:29 warning {"url":"/process.xpdl","target":"process.xpdl","extension":"xpdl"}',
      '1:34-1:62 warning {"url":"schema.rng?v=2#top","target":"guides/schema.rng","extension":"rng"}',
      '3:1-3:21 warning {"url":"../a.xml","target":"a.xml","extension":"xml"}',
      '5:1-5:27 warning {"url":"/a.html","target":"a.html","extension":"html"}',
      '5:32-5:84 warning {"url":"/LICENSE","target":"LICENSE","extension":""}',
      '5:32-5:84 warning {"url":"/x.js","target":"x.js","extension":"js"}',
      '7:1-7:23 warning {"url":"../process.xpdl","target":"process.xpdl","extension":"xpdl"}',
    ]);
  });

  it('says what is left out and which types an export copies', () => {
    const [warning] = checkPage('guides/a.mdx', '[p](/process.xpdl)\n', { fileExists: exists }).diagnostics.filter((d) => d.code === 'build/not-copied');
    expect(warning?.message).toBe(
      '`process.xpdl` is not copied into the exported site, so this link leads nowhere there: a .xpdl file could be served as a page of the site and run script. A site copies only images (.png .jpg .jpeg .gif .webp .avif .ico .bmp), sanitized SVG (.svg), fonts (.woff .woff2 .ttf .otf), audio and video (.mp4 .webm .mov .ogg .mp3 .wav .m4a), PDF (.pdf), text and data (.txt .csv .json .yaml .yml), archives (.zip; .gz .tgz .tar .7z when a page links to them) and office documents (.doc .docx .xls .xlsx .ppt .pptx .odt .ods .odp .epub, when a page links to them). Convert the file to one of these types or link to a copy hosted elsewhere.',
    );
  });

  it('leaves alone allowed types, pages, missing files (project/broken-link) and other sites, and checks nothing without the files', () => {
    const text = '[a](/files/guide.docx) [b](/files/report.pdf) ![c](/images/a.png) [d](/data.json) [e](/guides/a) [f](/gone.xml) [g](https://x.dev/a.xml)\n';
    expect(uncopied('guides/a.mdx', text)).toEqual([]);
    expect(uncopied('guides/a.mdx', '[p](/process.xpdl)\n', false)).toEqual([]);
  });
});
